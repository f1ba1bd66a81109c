// The one C header that Swift sees for SDL2_ttf. SDL_MAIN_HANDLED keeps SDL from
// renaming main(): Swift owns the program's entry point.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL_ttf.h>
