// glibc's malloc statistics (mallinfo2) and malloc_trim, for Platform's
// HeapStatistics and HeapPolicy; dlsym, for HeapStatistics to find a
// sanitizer's own count of the heap when one serves malloc.
#include <malloc.h>
#include <dlfcn.h>
