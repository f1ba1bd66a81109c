// glibc's malloc statistics (mallinfo2), for Platform's HeapStatistics.
#include <malloc.h>
