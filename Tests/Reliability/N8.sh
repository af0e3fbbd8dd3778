#!/usr/bin/env bash
# N8: SIGQUIT (Ctrl-\) outside the UI printed Swift's crash report and the program carried on
# (exit 0 after reading all its input). Every non-UI command dies of SIGQUIT (131), SIGTERM
# (143), SIGINT (130) and SIGHUP (129), with no crash report. Scaled: 10,000 lines of input, and
# the input then stays open, so a program that ignores the signal is still there to be caught.
source "$(dirname "$0")/lib.sh"
python3 -c "print('hello there\n' * 10000, end='')" >"$T/lines.txt"
python3 - "$S" "$T/lines.txt" <<'PY'
import signal, subprocess, sys, threading, time
sirisim, lines = sys.argv[1], sys.argv[2]

def default_signals():
    for number in (signal.SIGQUIT, signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, signal.SIG_DFL)

def check(arguments, number):
    # The lines, then an input that stays open until the feeder is killed.
    feeder = subprocess.Popen(["sh", "-c", 'cat "$0"; exec sleep 60', lines],
                              stdout=subprocess.PIPE)
    process = subprocess.Popen([sirisim] + arguments, stdin=feeder.stdout,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               preexec_fn=default_signals)
    feeder.stdout.close()
    started = threading.Event()
    errors = []
    def drain(stream, keep):
        while True:
            chunk = stream.read1(65536)
            if not chunk:
                return
            started.set()
            if keep is not None:
                keep.append(chunk)
    threading.Thread(target=drain, args=(process.stdout, None), daemon=True).start()
    reader = threading.Thread(target=drain, args=(process.stderr, errors), daemon=True)
    reader.start()
    started.wait(30)
    time.sleep(0.2)
    process.send_signal(number)
    try:
        status = process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        status = "still running 10 s after the signal"
    feeder.kill()
    feeder.wait()
    reader.join(5)
    stderr = b"".join(errors).decode("utf-8", "replace")
    name = signal.Signals(number).name
    if status != -number:
        sys.exit(f"{' '.join(arguments)}: {name} gave {status}, not {-number}. stderr: {stderr[-800:]}")
    if "crashed" in stderr or "Backtrace" in stderr:
        sys.exit(f"{' '.join(arguments)}: {name} printed a crash report: {stderr[-800:]}")

for number in (signal.SIGQUIT, signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
    check(["converse", "--store", ":memory:"], number)
check(["converse", "--json", "--store", ":memory:"], signal.SIGQUIT)
check(["match", "--store", ":memory:"], signal.SIGQUIT)
PY
