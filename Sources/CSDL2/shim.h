// The one C header that Swift sees for sdl2. SDL_MAIN_HANDLED keeps SDL from
// renaming main(): Swift owns the program's entry point.
#define SDL_MAIN_HANDLED
#include <SDL2/SDL.h>
