// CFaultVFS: a test-only SQLite VFS that fails the Nth read, write, sync or lock, as SQLite's
// own tests inject I/O faults. It wraps the default VFS and passes everything else through.
// Only files whose path starts with the armed prefix are counted and failed, so other tests
// in the same process are not disturbed. Never part of a shipped product.
#ifndef CFAULTVFS_H
#define CFAULTVFS_H

/// Which operations a fault counts.
enum {
  faultvfs_read = 1,
  faultvfs_write = 2,
  faultvfs_sync = 4,
  faultvfs_lock = 8,
};

/// SQLite's result codes the tests use (sqlite3.h's values; Swift can't see that header here).
enum {
  faultvfs_ok = 0,
  faultvfs_busy = 5,
  faultvfs_ioerr = 10,
  faultvfs_full = 13,
};

/// Registers the VFS ("faultvfs") as the process's default VFS, wrapping the default before it.
/// Returns SQLITE_OK, or SQLite's error. Calling it again does nothing.
int faultvfs_install(void);

/// Counts the operations in `kinds` on files under `prefix` from now on; when `nth` > 0, the
/// nth of them (from 1) fails with `error` (an SQLite result code: SQLITE_IOERR, SQLITE_FULL,
/// SQLITE_BUSY; an I/O error becomes its extended code for the operation). `nth` 0 only counts.
/// The prefix is copied (at most 1023 bytes).
void faultvfs_arm(const char *prefix, int kinds, int nth, int error);

/// Stops counting and failing.
void faultvfs_disarm(void);

/// How many operations in the armed kinds were seen since faultvfs_arm.
int faultvfs_count(void);

/// Whether the armed fault fired.
int faultvfs_fired(void);

#endif
