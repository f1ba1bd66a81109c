// glibc's malloc statistics (mallinfo2) and malloc_trim, for Platform's
// HeapStatistics and HeapPolicy.
#include <malloc.h>
