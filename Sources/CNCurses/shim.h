// CNCurses: ncursesw for Swift.
//
// Swift cannot import curses' function-like macros, attribute macros or (in Swift 6 mode) its
// mutable globals, and SwiftPM drops the -D flags pkg-config gives for the wide-character API.
// This header defines NCURSES_WIDECHAR itself and wraps what Swift needs in static inline
// functions. It also holds the signal guard: the handlers that restore the terminal when the
// process is interrupted, terminated or crashes, which must be plain C to be async-signal-safe.
//
// The guard keeps its state in static variables of this header, so SiriTerminal calls the
// shim_guard_* functions from one Swift file only (SignalGuard.swift).
#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include <curses.h>
#include <term.h>

// MARK: Globals

static inline WINDOW *shim_stdscr(void) { return stdscr; }
static inline WINDOW *shim_curscr(void) { return curscr; }
static inline int shim_lines(void) { return LINES; }
static inline int shim_cols(void) { return COLS; }
static inline int shim_colors(void) { return COLORS; }
static inline int shim_color_pairs(void) { return COLOR_PAIRS; }

// MARK: Macros

static inline int shim_getmaxy(WINDOW *win) { return getmaxy(win); }
static inline int shim_getmaxx(WINDOW *win) { return getmaxx(win); }
static inline int shim_mvwaddnwstr(WINDOW *win, int y, int x, const wchar_t *text, int n) {
  return mvwaddnwstr(win, y, x, text, n);
}
static inline int shim_mvwinnwstr(WINDOW *win, int y, int x, wchar_t *text, int n) {
  return mvwinnwstr(win, y, x, text, n);
}
static inline int shim_mvwin_wch(WINDOW *win, int y, int x, cchar_t *cell) {
  return mvwin_wch(win, y, x, cell);
}
static inline int shim_wattr_set(WINDOW *win, attr_t attrs, short pair) {
  return wattr_set(win, attrs, pair, NULL);
}
static inline attr_t shim_cell_attrs(const cchar_t *cell) { return cell->attr & A_ATTRIBUTES & ~A_COLOR; }
static inline int shim_cell_pair(const cchar_t *cell) { return PAIR_NUMBER(cell->attr); }

// MARK: Attributes

static inline attr_t shim_a_normal(void) { return A_NORMAL; }
static inline attr_t shim_a_bold(void) { return A_BOLD; }
static inline attr_t shim_a_dim(void) { return A_DIM; }
static inline attr_t shim_a_reverse(void) { return A_REVERSE; }
static inline attr_t shim_a_underline(void) { return A_UNDERLINE; }
static inline attr_t shim_a_italic(void) { return A_ITALIC; }

// MARK: Locale

/// Sets the locale from the environment; when its character set is not UTF-8, tries C.UTF-8
/// for the character type, so that wide characters work. Returns 1 when the codeset is UTF-8.
static inline int shim_setup_utf8_locale(void) {
  setlocale(LC_ALL, "");
  const char *codeset = nl_langinfo(CODESET);
  if (codeset != NULL && strcmp(codeset, "UTF-8") == 0) return 1;
  if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "en_US.UTF-8");
  codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

// MARK: Signal guard

static volatile sig_atomic_t shim_guard_signal = 0;
static int shim_guard_wake_fd = -1;
static int shim_guard_tty_fd = -1;
static int shim_guard_has_termios = 0;
static size_t shim_guard_reset_length = 0;

// Swift emits a header's static scalars but not its static aggregates, so the saved settings
// and the reset sequence live in function-local statics.
static struct termios *shim_guard_termios_storage(void) {
  static struct termios storage;
  return &storage;
}
#define shim_guard_termios (*shim_guard_termios_storage())

enum { shim_guard_reset_capacity = 512 };
static char *shim_guard_reset_storage(void) {
  static char storage[shim_guard_reset_capacity];
  return storage;
}
#define shim_guard_reset (shim_guard_reset_storage())

/// Puts the terminal back as it was before curses started. Async-signal-safe: tcsetattr and
/// write only.
static void shim_guard_restore_now(void) {
  if (shim_guard_reset_length > 0 && shim_guard_tty_fd >= 0) {
    ssize_t unused = write(shim_guard_tty_fd, shim_guard_reset, shim_guard_reset_length);
    (void)unused;
  }
  if (shim_guard_has_termios && shim_guard_tty_fd >= 0) {
    tcsetattr(shim_guard_tty_fd, TCSANOW, &shim_guard_termios);
  }
}

static void shim_guard_on_quit_signal(int sig) {
  int saved = errno;
  shim_guard_signal = sig;
  if (shim_guard_wake_fd >= 0) {
    char byte = 's';
    ssize_t unused = write(shim_guard_wake_fd, &byte, 1);
    (void)unused;
  }
  errno = saved;
}

static void shim_guard_on_crash_signal(int sig) {
  shim_guard_restore_now();
  signal(sig, SIG_DFL);
  raise(sig);
}

static inline void shim_guard_append(const char *sequence) {
  if (sequence == NULL || sequence == (const char *)-1) return;
  size_t length = strlen(sequence);
  if (shim_guard_reset_length + length >= shim_guard_reset_capacity) return;
  memcpy(shim_guard_reset + shim_guard_reset_length, sequence, length);
  shim_guard_reset_length += length;
}

/// Saves the terminal's settings; call before curses starts.
static inline void shim_guard_save_terminal(int tty_fd) {
  shim_guard_tty_fd = tty_fd;
  shim_guard_has_termios = tcgetattr(tty_fd, &shim_guard_termios) == 0;
}

/// Records the terminal's own reset sequences (attributes off, cursor on, keypad off, leave
/// the alternate screen); call after curses started, while its terminfo entry is loaded.
static inline void shim_guard_capture_reset_sequences(void) {
  shim_guard_reset_length = 0;
  shim_guard_append(tigetstr("sgr0"));
  shim_guard_append(tigetstr("cnorm"));
  shim_guard_append(tigetstr("rmkx"));
  shim_guard_append(tigetstr("rmcup"));
  shim_guard_append("\r\n");
}

static struct sigaction *shim_guard_curses_winch_storage(void) {
  static struct sigaction storage;
  return &storage;
}
#define shim_guard_curses_winch (*shim_guard_curses_winch_storage())
static int shim_guard_has_curses_winch = 0;

static void shim_guard_on_winch(int sig) {
  int saved = errno;
  if (shim_guard_has_curses_winch && shim_guard_curses_winch.sa_handler != SIG_DFL &&
      shim_guard_curses_winch.sa_handler != SIG_IGN && shim_guard_curses_winch.sa_handler != NULL) {
    shim_guard_curses_winch.sa_handler(sig);
  }
  if (shim_guard_wake_fd >= 0) {
    char byte = 'w';
    ssize_t unused = write(shim_guard_wake_fd, &byte, 1);
    (void)unused;
  }
  errno = saved;
}

/// Wraps curses' SIGWINCH handler so that a resize also wakes the UI loop, whichever thread
/// the signal lands on. Call after curses started (it installs its handler then).
static inline void shim_guard_chain_winch(void) {
  struct sigaction current;
  if (sigaction(SIGWINCH, NULL, &current) != 0) return;
  if (current.sa_handler == shim_guard_on_winch) return;
  shim_guard_curses_winch = current;
  shim_guard_has_curses_winch = 1;
  struct sigaction winch;
  memset(&winch, 0, sizeof winch);
  winch.sa_handler = shim_guard_on_winch;
  sigemptyset(&winch.sa_mask);
  winch.sa_flags = SA_RESTART;
  sigaction(SIGWINCH, &winch, NULL);
}

static void shim_guard_at_exit(void) { shim_guard_restore_now(); }
static int shim_guard_at_exit_registered = 0;

/// Installs the handlers: SIGINT, SIGTERM and SIGHUP set a flag and wake the UI loop through
/// `wake_fd`; crash signals restore the terminal and re-raise. Call before curses starts, so
/// that curses does not install its own SIGINT/SIGTERM handlers.
static inline void shim_guard_install(int wake_fd) {
  shim_guard_wake_fd = wake_fd;
  shim_guard_signal = 0;
  if (!shim_guard_at_exit_registered) {
    atexit(shim_guard_at_exit);
    shim_guard_at_exit_registered = 1;
  }
  struct sigaction quit;
  memset(&quit, 0, sizeof quit);
  quit.sa_handler = shim_guard_on_quit_signal;
  sigemptyset(&quit.sa_mask);
  sigaction(SIGINT, &quit, NULL);
  sigaction(SIGTERM, &quit, NULL);
  sigaction(SIGHUP, &quit, NULL);
  struct sigaction crash;
  memset(&crash, 0, sizeof crash);
  crash.sa_handler = shim_guard_on_crash_signal;
  sigemptyset(&crash.sa_mask);
  crash.sa_flags = SA_RESETHAND | SA_NODEFER;
  int crashes[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT};
  for (size_t i = 0; i < sizeof crashes / sizeof crashes[0]; i++) sigaction(crashes[i], &crash, NULL);
}

/// Puts every handler back to the default and forgets the saved state.
static inline void shim_guard_remove(void) {
  int all[] = {SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT};
  for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) signal(all[i], SIG_DFL);
  if (shim_guard_has_curses_winch) {
    sigaction(SIGWINCH, &shim_guard_curses_winch, NULL);
    shim_guard_has_curses_winch = 0;
  }
  shim_guard_wake_fd = -1;
  shim_guard_reset_length = 0;
  shim_guard_has_termios = 0;
}

/// The quit signal received since the last call, or 0.
static inline int shim_guard_take_signal(void) {
  int sig = shim_guard_signal;
  shim_guard_signal = 0;
  return sig;
}

/// Restores the terminal now (for atexit and fatal paths outside signal handlers).
static inline void shim_guard_restore(void) { shim_guard_restore_now(); }

#endif
