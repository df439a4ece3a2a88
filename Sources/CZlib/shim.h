#ifndef PROOF_CZLIB_SHIM_H
#define PROOF_CZLIB_SHIM_H
#include <zlib.h>
#endif
