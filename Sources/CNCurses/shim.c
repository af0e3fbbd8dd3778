// CNCurses' curses wrappers and locale set-up: what Swift cannot import from curses.h (its
// function-like macros, attribute macros and, in Swift 6 mode, its mutable globals), as
// functions.
#include "CNCurses.h"

#include <langinfo.h>
#include <string.h>

// MARK: Globals

WINDOW *shim_stdscr(void) { return stdscr; }
WINDOW *shim_curscr(void) { return curscr; }
int shim_lines(void) { return LINES; }
int shim_cols(void) { return COLS; }
int shim_colors(void) { return COLORS; }
int shim_color_pairs(void) { return COLOR_PAIRS; }

// MARK: Macros

int shim_getmaxy(WINDOW *win) { return getmaxy(win); }
int shim_getmaxx(WINDOW *win) { return getmaxx(win); }
int shim_mvwaddnwstr(WINDOW *win, int y, int x, const wchar_t *text, int n) {
  return mvwaddnwstr(win, y, x, text, n);
}
int shim_mvwinnwstr(WINDOW *win, int y, int x, wchar_t *text, int n) {
  return mvwinnwstr(win, y, x, text, n);
}
int shim_mvwin_wch(WINDOW *win, int y, int x, cchar_t *cell) { return mvwin_wch(win, y, x, cell); }
int shim_wattr_set(WINDOW *win, attr_t attrs, short pair) {
  return wattr_set(win, attrs, pair, NULL);
}
attr_t shim_cell_attrs(const cchar_t *cell) { return cell->attr & A_ATTRIBUTES & ~A_COLOR; }
int shim_cell_pair(const cchar_t *cell) { return PAIR_NUMBER(cell->attr); }

// MARK: Attributes

attr_t shim_a_normal(void) { return A_NORMAL; }
attr_t shim_a_bold(void) { return A_BOLD; }
attr_t shim_a_dim(void) { return A_DIM; }
attr_t shim_a_reverse(void) { return A_REVERSE; }
attr_t shim_a_underline(void) { return A_UNDERLINE; }
attr_t shim_a_italic(void) { return A_ITALIC; }

// MARK: Locale

int shim_setup_utf8_locale(void) {
  setlocale(LC_ALL, "");
  const char *codeset = nl_langinfo(CODESET);
  if (codeset != NULL && strcmp(codeset, "UTF-8") == 0) return 1;
  if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "en_US.UTF-8");
  codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

// MARK: Mouse

unsigned long shim_enable_mouse(void) {
  mouseinterval(0);
  mmask_t wanted = BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON4_PRESSED;
#ifdef BUTTON5_PRESSED
  wanted |= BUTTON5_PRESSED;
#endif
  return (unsigned long)mousemask(wanted, NULL);
}

int shim_read_mouse(int *row, int *column, int *kind) {
  MEVENT event;
  if (getmouse(&event) != OK) return ERR;
  *row = event.y;
  *column = event.x;
  if (event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) {
    *kind = 1;
  } else if (event.bstate & BUTTON4_PRESSED) {
    *kind = 4;
#ifdef BUTTON5_PRESSED
  } else if (event.bstate & BUTTON5_PRESSED) {
    *kind = 5;
#endif
  } else {
    *kind = 0;
  }
  return OK;
}
