// See CFaultVFS.h. The state is global because a VFS is: SQLite looks it up by name for every
// connection of the process. Counters are atomic, as GRDB's pool reads on several threads.
#include "CFaultVFS.h"

#include <sqlite3.h>
#include <stdatomic.h>
#include <string.h>

typedef struct {
  sqlite3_file base;
  sqlite3_file *real;
  /// The file's path; SQLite keeps the string unchanged until xClose.
  const char *name;
} fault_file;

static sqlite3_vfs fault_vfs;
static sqlite3_vfs *fault_real_vfs = NULL;
static sqlite3_io_methods fault_methods;

static char fault_prefix[1024];
static _Atomic int fault_armed = 0;
static _Atomic int fault_kinds = 0;
static _Atomic int fault_nth = 0;
static _Atomic int fault_error = SQLITE_IOERR;
static _Atomic int fault_seen = 0;
static _Atomic int fault_did_fire = 0;

static sqlite3_file *real_of(sqlite3_file *file) { return ((fault_file *)file)->real; }

/// Counts one operation of `kind` on `file`; returns the error to fail it with, or SQLITE_OK.
static int fault_check(sqlite3_file *file, int kind, int io_error) {
  if (!atomic_load(&fault_armed)) return SQLITE_OK;
  if (!(atomic_load(&fault_kinds) & kind)) return SQLITE_OK;
  const char *name = ((fault_file *)file)->name;
  size_t length = strlen(fault_prefix);
  if (name == NULL || length == 0 || strncmp(name, fault_prefix, length) != 0) return SQLITE_OK;
  int seen = atomic_fetch_add(&fault_seen, 1) + 1;
  if (seen != atomic_load(&fault_nth)) return SQLITE_OK;
  atomic_store(&fault_did_fire, 1);
  int error = atomic_load(&fault_error);
  return error == SQLITE_IOERR ? io_error : error;
}

// MARK: File methods

static int fault_close(sqlite3_file *file) {
  sqlite3_file *real = real_of(file);
  int rc = real->pMethods ? real->pMethods->xClose(real) : SQLITE_OK;
  sqlite3_free(real);
  return rc;
}

static int fault_read(sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset) {
  int rc = fault_check(file, faultvfs_read, SQLITE_IOERR_READ);
  if (rc != SQLITE_OK) return rc;
  sqlite3_file *real = real_of(file);
  return real->pMethods->xRead(real, buffer, amount, offset);
}

static int fault_write(sqlite3_file *file, const void *buffer, int amount,
                       sqlite3_int64 offset) {
  int rc = fault_check(file, faultvfs_write, SQLITE_IOERR_WRITE);
  if (rc != SQLITE_OK) return rc;
  sqlite3_file *real = real_of(file);
  return real->pMethods->xWrite(real, buffer, amount, offset);
}

static int fault_truncate(sqlite3_file *file, sqlite3_int64 size) {
  int rc = fault_check(file, faultvfs_write, SQLITE_IOERR_TRUNCATE);
  if (rc != SQLITE_OK) return rc;
  sqlite3_file *real = real_of(file);
  return real->pMethods->xTruncate(real, size);
}

static int fault_sync(sqlite3_file *file, int flags) {
  int rc = fault_check(file, faultvfs_sync, SQLITE_IOERR_FSYNC);
  if (rc != SQLITE_OK) return rc;
  sqlite3_file *real = real_of(file);
  return real->pMethods->xSync(real, flags);
}

static int fault_file_size(sqlite3_file *file, sqlite3_int64 *size) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xFileSize(real, size);
}

static int fault_lock(sqlite3_file *file, int level) {
  int rc = fault_check(file, faultvfs_lock, SQLITE_IOERR_LOCK);
  if (rc != SQLITE_OK) return rc;
  sqlite3_file *real = real_of(file);
  return real->pMethods->xLock(real, level);
}

static int fault_unlock(sqlite3_file *file, int level) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xUnlock(real, level);
}

static int fault_check_reserved_lock(sqlite3_file *file, int *result) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xCheckReservedLock(real, result);
}

static int fault_file_control(sqlite3_file *file, int op, void *argument) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xFileControl(real, op, argument);
}

static int fault_sector_size(sqlite3_file *file) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xSectorSize(real);
}

static int fault_device_characteristics(sqlite3_file *file) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xDeviceCharacteristics(real);
}

static int fault_shm_map(sqlite3_file *file, int region, int size, int extend,
                         void volatile **memory) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xShmMap(real, region, size, extend, memory);
}

static int fault_shm_lock(sqlite3_file *file, int offset, int count, int flags) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xShmLock(real, offset, count, flags);
}

static void fault_shm_barrier(sqlite3_file *file) {
  sqlite3_file *real = real_of(file);
  real->pMethods->xShmBarrier(real);
}

static int fault_shm_unmap(sqlite3_file *file, int delete_flag) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xShmUnmap(real, delete_flag);
}

static int fault_fetch(sqlite3_file *file, sqlite3_int64 offset, int amount, void **pointer) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xFetch(real, offset, amount, pointer);
}

static int fault_unfetch(sqlite3_file *file, sqlite3_int64 offset, void *pointer) {
  sqlite3_file *real = real_of(file);
  return real->pMethods->xUnfetch(real, offset, pointer);
}

// MARK: VFS methods

static int fault_open(sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags,
                      int *out_flags) {
  (void)vfs;
  fault_file *wrapper = (fault_file *)file;
  memset(wrapper, 0, sizeof *wrapper);
  wrapper->real = sqlite3_malloc(fault_real_vfs->szOsFile);
  if (wrapper->real == NULL) return SQLITE_NOMEM;
  memset(wrapper->real, 0, (size_t)fault_real_vfs->szOsFile);
  int rc = fault_real_vfs->xOpen(fault_real_vfs, name, wrapper->real, flags, out_flags);
  if (rc != SQLITE_OK) {
    sqlite3_free(wrapper->real);
    wrapper->real = NULL;
    return rc;
  }
  wrapper->name = name;
  file->pMethods = &fault_methods;
  return SQLITE_OK;
}

static int fault_delete(sqlite3_vfs *vfs, const char *name, int sync_dir) {
  (void)vfs;
  return fault_real_vfs->xDelete(fault_real_vfs, name, sync_dir);
}

static int fault_access(sqlite3_vfs *vfs, const char *name, int flags, int *result) {
  (void)vfs;
  return fault_real_vfs->xAccess(fault_real_vfs, name, flags, result);
}

static int fault_full_pathname(sqlite3_vfs *vfs, const char *name, int size, char *out) {
  (void)vfs;
  return fault_real_vfs->xFullPathname(fault_real_vfs, name, size, out);
}

static void *fault_dl_open(sqlite3_vfs *vfs, const char *name) {
  (void)vfs;
  return fault_real_vfs->xDlOpen(fault_real_vfs, name);
}

static void fault_dl_error(sqlite3_vfs *vfs, int size, char *out) {
  (void)vfs;
  fault_real_vfs->xDlError(fault_real_vfs, size, out);
}

static void (*fault_dl_sym(sqlite3_vfs *vfs, void *handle, const char *symbol))(void) {
  (void)vfs;
  return fault_real_vfs->xDlSym(fault_real_vfs, handle, symbol);
}

static void fault_dl_close(sqlite3_vfs *vfs, void *handle) {
  (void)vfs;
  fault_real_vfs->xDlClose(fault_real_vfs, handle);
}

static int fault_randomness(sqlite3_vfs *vfs, int size, char *out) {
  (void)vfs;
  return fault_real_vfs->xRandomness(fault_real_vfs, size, out);
}

static int fault_sleep(sqlite3_vfs *vfs, int microseconds) {
  (void)vfs;
  return fault_real_vfs->xSleep(fault_real_vfs, microseconds);
}

static int fault_current_time(sqlite3_vfs *vfs, double *now) {
  (void)vfs;
  return fault_real_vfs->xCurrentTime(fault_real_vfs, now);
}

static int fault_get_last_error(sqlite3_vfs *vfs, int size, char *out) {
  (void)vfs;
  return fault_real_vfs->xGetLastError(fault_real_vfs, size, out);
}

static int fault_current_time_int64(sqlite3_vfs *vfs, sqlite3_int64 *now) {
  (void)vfs;
  return fault_real_vfs->xCurrentTimeInt64(fault_real_vfs, now);
}

// MARK: Public

int faultvfs_install(void) {
  if (fault_real_vfs != NULL) return SQLITE_OK;
  int rc = sqlite3_initialize();
  if (rc != SQLITE_OK) return rc;
  sqlite3_vfs *real = sqlite3_vfs_find(NULL);
  if (real == NULL) return SQLITE_ERROR;
  fault_real_vfs = real;

  memset(&fault_methods, 0, sizeof fault_methods);
  fault_methods.iVersion = 3;
  fault_methods.xClose = fault_close;
  fault_methods.xRead = fault_read;
  fault_methods.xWrite = fault_write;
  fault_methods.xTruncate = fault_truncate;
  fault_methods.xSync = fault_sync;
  fault_methods.xFileSize = fault_file_size;
  fault_methods.xLock = fault_lock;
  fault_methods.xUnlock = fault_unlock;
  fault_methods.xCheckReservedLock = fault_check_reserved_lock;
  fault_methods.xFileControl = fault_file_control;
  fault_methods.xSectorSize = fault_sector_size;
  fault_methods.xDeviceCharacteristics = fault_device_characteristics;
  fault_methods.xShmMap = fault_shm_map;
  fault_methods.xShmLock = fault_shm_lock;
  fault_methods.xShmBarrier = fault_shm_barrier;
  fault_methods.xShmUnmap = fault_shm_unmap;
  fault_methods.xFetch = fault_fetch;
  fault_methods.xUnfetch = fault_unfetch;

  memset(&fault_vfs, 0, sizeof fault_vfs);
  fault_vfs.iVersion = 2;
  fault_vfs.szOsFile = (int)sizeof(fault_file);
  fault_vfs.mxPathname = real->mxPathname;
  fault_vfs.zName = "faultvfs";
  fault_vfs.xOpen = fault_open;
  fault_vfs.xDelete = fault_delete;
  fault_vfs.xAccess = fault_access;
  fault_vfs.xFullPathname = fault_full_pathname;
  fault_vfs.xDlOpen = fault_dl_open;
  fault_vfs.xDlError = fault_dl_error;
  fault_vfs.xDlSym = fault_dl_sym;
  fault_vfs.xDlClose = fault_dl_close;
  fault_vfs.xRandomness = fault_randomness;
  fault_vfs.xSleep = fault_sleep;
  fault_vfs.xCurrentTime = fault_current_time;
  fault_vfs.xGetLastError = fault_get_last_error;
  fault_vfs.xCurrentTimeInt64 = fault_current_time_int64;
  return sqlite3_vfs_register(&fault_vfs, 1);
}

void faultvfs_arm(const char *prefix, int kinds, int nth, int error) {
  atomic_store(&fault_armed, 0);
  size_t length = strlen(prefix);
  if (length >= sizeof fault_prefix) length = sizeof fault_prefix - 1;
  memcpy(fault_prefix, prefix, length);
  fault_prefix[length] = '\0';
  atomic_store(&fault_kinds, kinds);
  atomic_store(&fault_nth, nth);
  atomic_store(&fault_error, error);
  atomic_store(&fault_seen, 0);
  atomic_store(&fault_did_fire, 0);
  atomic_store(&fault_armed, 1);
}

void faultvfs_disarm(void) { atomic_store(&fault_armed, 0); }

int faultvfs_count(void) { return atomic_load(&fault_seen); }

int faultvfs_fired(void) { return atomic_load(&fault_did_fire); }
