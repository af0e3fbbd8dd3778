// CNCurses' signal guard: restores the terminal when SiriSim is stopped or crashes. All of its
// state lives in this file.
#include "CNCurses.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

// MARK: State
//
// Written by the UI thread before the handlers are installed (or, for the transcript, through
// an atomic pointer); read by the handlers.

static volatile sig_atomic_t guard_signal = 0;
static int guard_wake_fd = -1;
static int guard_tty_fd = -1;
static int guard_has_termios = 0;
static struct termios guard_termios;

enum { guard_reset_capacity = 512 };
static char guard_reset[guard_reset_capacity];
static size_t guard_reset_length = 0;

static struct sigaction guard_curses_winch;
static int guard_has_curses_winch = 0;
static int guard_at_exit_registered = 0;

/// The transcript a crash prints: a length-prefixed copy, swapped atomically. The copy before
/// it is freed only when the next one replaces it, so a handler reading the current copy on
/// another thread is never left with freed memory.
typedef struct {
  size_t length;
  char text[];
} guard_text;
static _Atomic(guard_text *) guard_transcript = NULL;
static guard_text *guard_previous_transcript = NULL;

static const int guard_quit_signals[] = {SIGINT, SIGTERM, SIGHUP};
// Every other signal whose default action ends the process: a quit too, unless the process
// started with it ignored (`nohup`, `trap '' USR1`), which is kept. The real-time signals are
// added at install time (SIGRTMIN is not a constant).
static const int guard_other_quit_signals[] = {
    SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGIO, SIGPWR, SIGSTKFLT};
static const int guard_crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
                                          SIGTRAP, SIGQUIT, SIGSYS, SIGXCPU, SIGXFSZ};
#define GUARD_COUNT(array) (sizeof(array) / sizeof((array)[0]))

/// The signals taken over by shim_guard_install (others', SIG_IGN ones, are left alone).
static sigset_t guard_taken;
static volatile sig_atomic_t guard_continued = 0;

// MARK: Async-signal-safe helpers

static void guard_write_all(int fd, const char *bytes, size_t length) {
  while (length > 0) {
    ssize_t written = write(fd, bytes, length);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    length -= (size_t)written;
  }
}

/// Puts the terminal back as it was before curses started: tcsetattr and write only.
static void guard_restore_now(void) {
  if (guard_reset_length > 0 && guard_tty_fd >= 0) {
    guard_write_all(guard_tty_fd, guard_reset, guard_reset_length);
  }
  if (guard_has_termios && guard_tty_fd >= 0) {
    tcsetattr(guard_tty_fd, TCSANOW, &guard_termios);
  }
}

static void guard_on_quit_signal(int sig) {
  int saved = errno;
  guard_signal = sig;
  if (guard_wake_fd >= 0) {
    char byte = 's';
    ssize_t unused = write(guard_wake_fd, &byte, 1);
    (void)unused;
  }
  errno = saved;
}

static void guard_on_crash_signal(int sig) {
  guard_restore_now();
  guard_text *transcript = atomic_load(&guard_transcript);
  if (transcript != NULL && transcript->length > 0) {
    guard_write_all(STDOUT_FILENO, transcript->text, transcript->length);
  }
  static const char note[] = "sirisim: crashed; the terminal was restored and the transcript "
                             "so far is above.\n";
  guard_write_all(STDERR_FILENO, note, sizeof note - 1);
  signal(sig, SIG_DFL);
  raise(sig);
}

static void guard_on_winch(int sig) {
  int saved = errno;
  if (guard_has_curses_winch && guard_curses_winch.sa_handler != SIG_DFL &&
      guard_curses_winch.sa_handler != SIG_IGN && guard_curses_winch.sa_handler != NULL) {
    guard_curses_winch.sa_handler(sig);
  }
  if (guard_wake_fd >= 0) {
    char byte = 'w';
    ssize_t unused = write(guard_wake_fd, &byte, 1);
    (void)unused;
  }
  errno = saved;
}

/// SIGCONT after a stop (SIGTSTP, or SIGTTIN/SIGTTOU from reading or setting the terminal in
/// the background): the UI loop goes back to its own terminal modes and redraws, as curses
/// programs do.
static void guard_on_continue(int sig) {
  (void)sig;
  int saved = errno;
  guard_continued = 1;
  if (guard_wake_fd >= 0) {
    char byte = 'c';
    ssize_t unused = write(guard_wake_fd, &byte, 1);
    (void)unused;
  }
  errno = saved;
}

static void guard_at_exit(void) { guard_restore_now(); }

/// Installs `handler` for `sig` unless the process was started with it ignored.
static void guard_take_unless_ignored(int sig, const struct sigaction *handler) {
  struct sigaction current;
  if (sigaction(sig, NULL, &current) != 0) return;
  if (current.sa_handler == SIG_IGN) return;
  if (sigaction(sig, handler, NULL) == 0) sigaddset(&guard_taken, sig);
}

// MARK: Set-up

static void guard_append(const char *sequence) {
  if (sequence == NULL || sequence == (const char *)-1) return;
  size_t length = strlen(sequence);
  if (guard_reset_length + length >= guard_reset_capacity) return;
  memcpy(guard_reset + guard_reset_length, sequence, length);
  guard_reset_length += length;
}

void shim_guard_save_terminal(int tty_fd) {
  guard_tty_fd = tty_fd;
  guard_has_termios = tcgetattr(tty_fd, &guard_termios) == 0;
}

void shim_guard_capture_reset_sequences(void) {
  guard_reset_length = 0;
  guard_append(tigetstr("sgr0"));
  guard_append(tigetstr("cnorm"));
  guard_append(tigetstr("rmkx"));
  guard_append(tigetstr("rmcup"));
  // Mouse reporting off (X10, button-event, any-event and SGR modes), in case it was on.
  guard_append("\033[?1000l\033[?1002l\033[?1003l\033[?1006l");
  guard_append("\r\n");
}

void shim_guard_chain_winch(void) {
  struct sigaction current;
  if (sigaction(SIGWINCH, NULL, &current) != 0) return;
  if (current.sa_handler == guard_on_winch) return;
  guard_curses_winch = current;
  guard_has_curses_winch = 1;
  struct sigaction winch;
  memset(&winch, 0, sizeof winch);
  winch.sa_handler = guard_on_winch;
  sigemptyset(&winch.sa_mask);
  winch.sa_flags = SA_RESTART;
  sigaction(SIGWINCH, &winch, NULL);
}

int shim_guard_add_alternate_stack(void) {
  stack_t current;
  if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE)) return 0;
  // Large enough for the handler's writes; kept for the thread's life.
  size_t size = 64 * 1024;
  if (size < (size_t)SIGSTKSZ) size = (size_t)SIGSTKSZ;
  void *memory = malloc(size);
  if (memory == NULL) return -1;
  stack_t stack;
  memset(&stack, 0, sizeof stack);
  stack.ss_sp = memory;
  stack.ss_size = size;
  if (sigaltstack(&stack, NULL) != 0) {
    free(memory);
    return -1;
  }
  return 0;
}

void shim_guard_install(int wake_fd) {
  guard_wake_fd = wake_fd;
  guard_signal = 0;
  if (!guard_at_exit_registered) {
    atexit(guard_at_exit);
    guard_at_exit_registered = 1;
  }
  struct sigaction quit;
  memset(&quit, 0, sizeof quit);
  quit.sa_handler = guard_on_quit_signal;
  sigemptyset(&quit.sa_mask);
  sigemptyset(&guard_taken);
  for (size_t i = 0; i < GUARD_COUNT(guard_quit_signals); i++) {
    if (sigaction(guard_quit_signals[i], &quit, NULL) == 0) {
      sigaddset(&guard_taken, guard_quit_signals[i]);
    }
  }
  for (size_t i = 0; i < GUARD_COUNT(guard_other_quit_signals); i++) {
    guard_take_unless_ignored(guard_other_quit_signals[i], &quit);
  }
  for (int sig = SIGRTMIN; sig <= SIGRTMAX; sig++) {
    struct sigaction current;
    // Only a real-time signal nobody handles: its default action ends the process.
    if (sigaction(sig, NULL, &current) == 0 && current.sa_handler == SIG_DFL) {
      if (sigaction(sig, &quit, NULL) == 0) sigaddset(&guard_taken, sig);
    }
  }
  struct sigaction resume;
  memset(&resume, 0, sizeof resume);
  resume.sa_handler = guard_on_continue;
  sigemptyset(&resume.sa_mask);
  resume.sa_flags = SA_RESTART;
  guard_continued = 0;
  if (sigaction(SIGCONT, &resume, NULL) == 0) sigaddset(&guard_taken, SIGCONT);
  struct sigaction crash;
  memset(&crash, 0, sizeof crash);
  crash.sa_handler = guard_on_crash_signal;
  sigemptyset(&crash.sa_mask);
  crash.sa_flags = SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
  for (size_t i = 0; i < GUARD_COUNT(guard_crash_signals); i++) {
    guard_take_unless_ignored(guard_crash_signals[i], &crash);
  }
}

void shim_guard_set_transcript(const char *text, size_t length) {
  guard_text *copy = malloc(sizeof(guard_text) + length);
  if (copy == NULL) return;
  copy->length = length;
  if (length > 0) memcpy(copy->text, text, length);
  guard_text *replaced = atomic_exchange(&guard_transcript, copy);
  free(guard_previous_transcript);
  guard_previous_transcript = replaced;
}

void shim_guard_remove(void) {
  for (int sig = 1; sig < NSIG; sig++) {
    if (sigismember(&guard_taken, sig) == 1) signal(sig, SIG_DFL);
  }
  sigemptyset(&guard_taken);
  if (guard_has_curses_winch) {
    sigaction(SIGWINCH, &guard_curses_winch, NULL);
    guard_has_curses_winch = 0;
  }
  guard_wake_fd = -1;
  guard_reset_length = 0;
  guard_has_termios = 0;
  guard_text *transcript = atomic_exchange(&guard_transcript, NULL);
  free(transcript);
  free(guard_previous_transcript);
  guard_previous_transcript = NULL;
}

int shim_guard_take_signal(void) {
  int sig = guard_signal;
  guard_signal = 0;
  return sig;
}

void shim_guard_restore(void) { guard_restore_now(); }

int shim_guard_take_continued(void) {
  int continued = guard_continued;
  guard_continued = 0;
  return continued;
}

int shim_guard_cannot_read_terminal(int tty_fd) {
  pid_t foreground = tcgetpgrp(tty_fd);
  if (foreground < 0 || foreground == getpgrp()) return 0;
  // In the background a read stops the process with SIGTTIN (curses' way, resumed by SIGCONT),
  // unless SIGTTIN is ignored, when every read fails with EIO. The loop may run on a thread
  // that blocks SIGTTIN (Swift's threads block most signals), so the stop is asked for the
  // whole group, as the kernel would for a thread that reads — but only when the process leads
  // its group, as a shell's job does (`sirisim &`, then `fg`). A group another program made
  // (`timeout` without --foreground) has no shell to continue it: there the UI ends instead.
  struct sigaction current;
  if (sigaction(SIGTTIN, NULL, &current) == 0 && current.sa_handler == SIG_IGN) return 1;
  if (getpgrp() != getpid()) return 1;
  if (kill(0, SIGTTIN) != 0) return 1;
  // Stopped and continued in the foreground, or never stopped (an orphaned process group,
  // whose stop signals the kernel drops): give it a moment, then say which.
  for (int waited = 0; waited < 20; waited++) {
    if (tcgetpgrp(tty_fd) == getpgrp()) return 0;
    struct timespec pause = {0, 10 * 1000 * 1000};
    nanosleep(&pause, NULL);
  }
  return tcgetpgrp(tty_fd) == getpgrp() ? 0 : 1;
}

// Each frame keeps a buffer alive across the call, so that no compiler turns the recursion
// into a loop.
static unsigned long guard_overflow(unsigned long depth) {
  if (depth == (unsigned long)-1) return 0;
  volatile char frame[512];
  frame[depth % sizeof frame] = (char)depth;
  return guard_overflow(depth + 1) + frame[(depth + 1) % sizeof frame];
}

void shim_guard_overflow_stack(void) {
  volatile unsigned long sink = guard_overflow(0);
  (void)sink;
}
