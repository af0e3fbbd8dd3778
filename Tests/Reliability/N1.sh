#!/usr/bin/env bash
# N1: quitting the UI must not replace the history file's path. A character device named by
# SIRISIM_HISTORY (a stand-in for /dev/null, same device numbers) stays a device, a FIFO stays a
# FIFO (and the UI starts: it is not read), and a symlinked history file stays a link whose
# target gets the line. The UI runs in tmux (CI), or on a pseudo-terminal from python's pty.
source "$(dirname "$0")/lib.sh"
phrase="Open Favorites in Trails"

# run_ui HISTORY: starts the UI with that history file, says the phrase, quits with ^D, and
# fails unless it exits 0 within the timeout.
if command -v tmux >/dev/null; then
  socket="n1-$$"
  t() { tmux -L "$socket" -f /dev/null "$@"; }
  trap 't kill-server >/dev/null 2>&1 || true' EXIT
  run_ui() {
    rm -f "$T/rc"
    retry fresh_session n1 -x 80 -y 24 \
      "env HOME=$T TERM=screen-256color LANG=C.UTF-8 SIRISIM_HISTORY='$1' '$S' --store '$T/s.sqlite'; echo \$? > '$T/rc'; sleep 60"
    wait_screen "SiriSim ·" || fail "the UI did not start with SIRISIM_HISTORY=$1"
    t send-keys -t n1 -l "$phrase"
    t send-keys -t n1 Enter
    wait_screen "Trails opened" || fail "the phrase was not answered"
    t send-keys -t n1 C-d
    local deadline=$((SECONDS + 15))
    until [ -s "$T/rc" ]; do
      ((SECONDS < deadline)) || fail "the UI did not exit after ^D"
      sleep 0.05
    done
    t kill-session -t n1
    [ "$(cat "$T/rc")" = 0 ] || fail "the UI exited $(cat "$T/rc") with SIRISIM_HISTORY=$1"
  }
  wait_screen() {
    local deadline=$((SECONDS + 20))
    until t capture-pane -t n1 -p | grep -qF -- "$1"; do
      ((SECONDS < deadline)) || return 1
      sleep 0.05
    done
  }
else
  echo "note: no tmux; the UI runs on a pseudo-terminal from python's pty" >&2
  run_ui() {
    python3 - "$S" "$1" "$T" "$phrase" <<'PY' || fail "the UI did not run as expected with SIRISIM_HISTORY=$1"
import fcntl, os, pty, select, struct, sys, termios, time
binary, history, scratch, phrase = sys.argv[1:5]
pid, fd = pty.fork()
if pid == 0:
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    env = dict(os.environ, HOME=scratch, TERM="xterm-256color", LANG="C.UTF-8",
               SIRISIM_HISTORY=history)
    os.execve(binary, [binary, "--store", scratch + "/s.sqlite"], env)
seen = b""
def wait_for(text, seconds=20):
    global seen
    deadline = time.time() + seconds
    while text not in seen:
        if time.time() > deadline:
            sys.exit("timed out waiting for %r" % text)
        if select.select([fd], [], [], 0.1)[0]:
            try:
                seen += os.read(fd, 65536)
            except OSError:
                sys.exit("the UI ended early")
wait_for(b"SiriSim")
os.write(fd, phrase.encode() + b"\r")
wait_for(b"Trails opened")
os.write(fd, b"\x04")
deadline = time.time() + 15
while time.time() < deadline:
    if select.select([fd], [], [], 0.1)[0]:
        try:
            os.read(fd, 65536)
        except OSError:
            pass
    done, status = os.waitpid(pid, os.WNOHANG)
    if done:
        sys.exit(0 if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 else 1)
sys.exit("the UI did not exit after ^D")
PY
  }
fi

# A symlinked history file: followed, the link stays a link.
mkdir -p "$T/shared"
printf 'Order Soup Chef\n' >"$T/shared/history"
ln -s shared/history "$T/history-link"
run_ui "$T/history-link"
[ -L "$T/history-link" ] || fail "the symlinked history file was replaced by $(stat -c %F "$T/history-link")"
grep -qxF "$phrase" "$T/shared/history" || fail "the symlink's target did not get the line"
grep -qxF "Order Soup Chef" "$T/shared/history" || fail "the target lost its earlier line"

# A FIFO: not read (the UI would wait for a writer) and not replaced.
mkfifo "$T/fifo"
run_ui "$T/fifo"
[ "$(stat -c %F "$T/fifo")" = fifo ] || fail "the FIFO became a $(stat -c %F "$T/fifo")"

# A character device: only root can make one.
if [ "$(id -u)" != 0 ]; then
  echo "note: not root, so no character device to check (mknod needs root); CI runs as root" >&2
  exit 0
fi
mknod -m 666 "$T/fakenull" c 1 3
run_ui "$T/fakenull"
kind=$(stat -c %F "$T/fakenull")
[ "$kind" = "character special file" ] || fail "the device became a $kind (mode $(stat -c %a "$T/fakenull"))"
[ "$(stat -c %a "$T/fakenull")" = 666 ] || fail "the device's mode changed"
