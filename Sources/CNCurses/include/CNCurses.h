// CNCurses: ncursesw for Swift, and the signal guard that restores the terminal.
//
// Swift cannot import curses' function-like macros, attribute macros or (in Swift 6 mode) its
// mutable globals, so this header wraps what Swift needs in static inline functions. It defines
// NCURSES_WIDECHAR itself, before curses.h, because SwiftPM does not pass a C target's defines
// to the Swift modules that import it. The guard keeps its state in guard.c; nothing here holds
// state.
#ifndef CNCURSES_H
#define CNCURSES_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stddef.h>
#include <wchar.h>
#include <curses.h>

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
static inline attr_t shim_cell_attrs(const cchar_t *cell) {
  return cell->attr & A_ATTRIBUTES & ~A_COLOR;
}
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
int shim_setup_utf8_locale(void);

// MARK: Signal guard (guard.c)

/// Saves the terminal's settings; call before curses starts.
void shim_guard_save_terminal(int tty_fd);

/// Installs the handlers: SIGINT, SIGTERM and SIGHUP set a flag and wake the UI loop through
/// `wake_fd`; crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT) restore
/// the terminal, print the transcript set with shim_guard_set_transcript, and re-raise. Crash
/// handlers run on the alternate signal stack of the crashing thread, so that a stack overflow
/// is handled too. Call before curses starts, so that curses keeps out of SIGINT and SIGTERM.
void shim_guard_install(int wake_fd);

/// Gives the calling thread an alternate signal stack (once per thread), so that a crash
/// handler can run even when the thread's own stack has overflowed. Returns 0 on success.
int shim_guard_add_alternate_stack(void);

/// Records the terminal's own reset sequences (attributes off, cursor on, keypad off, leave
/// the alternate screen); call after curses started, while its terminfo entry is loaded.
void shim_guard_capture_reset_sequences(void);

/// Wraps curses' SIGWINCH handler so that a resize also wakes the UI loop, whichever thread
/// the signal lands on. Call after curses started (it installs its handler then).
void shim_guard_chain_winch(void);

/// Copies the text a crash prints after restoring the terminal: the transcript so far. The
/// previous copy is kept until the next call, so a crash on another thread never reads freed
/// memory.
void shim_guard_set_transcript(const char *text, size_t length);

/// Puts every handler back to the default and forgets the saved state.
void shim_guard_remove(void);

/// The quit signal received since the last call, or 0.
int shim_guard_take_signal(void);

/// Restores the terminal now (for fatal paths outside signal handlers).
void shim_guard_restore(void);

/// Recurses until the calling thread's stack overflows, for the test that proves a stack
/// overflow still restores the terminal (`sirisim ui --simulate-crash stack-overflow`).
void shim_guard_overflow_stack(void);

#endif
