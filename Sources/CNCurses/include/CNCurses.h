// CNCurses: ncursesw for Swift, and the signal guard that restores the terminal.
//
// Declarations only: Swift cannot import curses' function-like macros, attribute macros or (in
// Swift 6 mode) its mutable globals, so shim.c wraps what Swift needs in functions; the signal
// guard and all of its state are in guard.c. The C files get their defines from the target's
// cSettings (Package.swift); SwiftPM does not pass those to the Swift modules that import this
// header, so it sets the two that curses.h's wide-character API needs itself, to the same values.
#ifndef CNCURSES_H
#define CNCURSES_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stddef.h>
#include <wchar.h>
#include <curses.h>

// MARK: Globals (shim.c)

WINDOW *shim_stdscr(void);
WINDOW *shim_curscr(void);
int shim_lines(void);
int shim_cols(void);
int shim_colors(void);
int shim_color_pairs(void);

// MARK: Macros (shim.c)

int shim_getmaxy(WINDOW *win);
int shim_getmaxx(WINDOW *win);
int shim_mvwaddnwstr(WINDOW *win, int y, int x, const wchar_t *text, int n);
int shim_mvwinnwstr(WINDOW *win, int y, int x, wchar_t *text, int n);
int shim_mvwin_wch(WINDOW *win, int y, int x, cchar_t *cell);
/// wattr_set without its reserved options argument.
int shim_wattr_set(WINDOW *win, attr_t attrs, short pair);
/// A cell's attributes without its color pair.
attr_t shim_cell_attrs(const cchar_t *cell);
/// A cell's color pair.
int shim_cell_pair(const cchar_t *cell);

// MARK: Attributes (shim.c)

attr_t shim_a_normal(void);
attr_t shim_a_bold(void);
attr_t shim_a_dim(void);
attr_t shim_a_reverse(void);
attr_t shim_a_underline(void);
attr_t shim_a_italic(void);

// MARK: Mouse

/// Turns on the mouse events SiriSim reads (a left press or click, the wheel) and reports them
/// at once; returns the mask curses accepted, 0 when the terminal has no mouse.
unsigned long shim_enable_mouse(void);
/// Reads the mouse event curses has waiting: its row and column, and its kind (1 a left press
/// or click, 4 the wheel up, 5 the wheel down, 0 anything else). Returns ERR when there is none.
int shim_read_mouse(int *row, int *column, int *kind);

// MARK: Locale (shim.c)

/// Sets the locale from the environment; when its character set is not UTF-8, tries C.UTF-8
/// for the character type, so that wide characters work. Returns 1 when the codeset is UTF-8.
int shim_setup_utf8_locale(void);

// MARK: Signal guard (guard.c)

/// Saves the terminal's settings; call before curses starts.
void shim_guard_save_terminal(int tty_fd);

/// Installs the handlers: SIGINT, SIGTERM and SIGHUP, and every other signal whose default
/// action ends the process (SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGIO,
/// SIGPWR, SIGSTKFLT, the real-time signals) unless it was ignored, set a flag and wake the UI
/// loop through `wake_fd`; SIGCONT wakes it to redraw; crash signals (SIGSEGV, SIGBUS, SIGILL,
/// SIGFPE, SIGABRT, SIGTRAP, SIGQUIT, SIGSYS, SIGXCPU, SIGXFSZ) restore
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

/// Whether SIGCONT arrived since the last call (the process was stopped and continued: the UI
/// sets its terminal modes again and redraws).
int shim_guard_take_continued(void);

/// Whether reads from the terminal at `tty_fd` can only fail: the process is not in the
/// terminal's foreground process group and SIGTTIN is ignored or blocked (`timeout` without
/// `--foreground`), so curses would see EIO forever.
int shim_guard_cannot_read_terminal(int tty_fd);

/// Recurses until the calling thread's stack overflows, for the test that proves a stack
/// overflow still restores the terminal (`sirisim ui --simulate-crash stack-overflow`).
void shim_guard_overflow_stack(void);

#endif
