#!/usr/bin/env python3
"""Runs `proof compare FILE FILE` on every file of a PNG conformance manifest and checks
the outcome its `expect` field asks for:

  accept            exit 0 (the file equals itself)
  reject            exit 2, one line on stderr naming the file
  accept-or-reject  exit 0, or exit 2 as for reject
  reject-or-warn    exit 0, or exit 2 as for reject
  accept-but-limit  exit 2 within a second, the message giving the size and the limit

Files described as Git LFS pointers must be called that. A signal (crash) or a timeout is
always a failure. Usage: check-png-conformance.py PROOF_BINARY CONFORMANCE_DIR
"""
import json
import os
import subprocess
import sys
import time

LIMIT_SECONDS = 1.0


def main():
    proof, folder = sys.argv[1], sys.argv[2]
    with open(os.path.join(folder, "manifest.json")) as handle:
        manifest = json.load(handle)
    failures = []
    for entry in manifest:
        name, expect = entry["file"], entry["expect"]
        path = next((os.path.join(folder, sub, name) for sub in ("valid", "bad", "")
                     if os.path.exists(os.path.join(folder, sub, name))), None)
        if path is None:
            failures.append(f"{name}: listed in the manifest but not found")
            continue
        started = time.monotonic()
        try:
            run = subprocess.run([proof, "compare", path, path], capture_output=True, text=True, timeout=30)
        except subprocess.TimeoutExpired:
            failures.append(f"{name}: no answer within 30 s")
            continue
        elapsed = time.monotonic() - started
        code, err = run.returncode, run.stderr.strip()
        problem = None
        rejected_well = code == 2 and len(err.splitlines()) == 1 and path in err
        if code < 0:
            problem = f"killed by signal {-code}"
        elif expect == "accept":
            problem = None if code == 0 else f"exit {code}, expected 0: {err}"
        elif expect == "reject":
            problem = None if rejected_well else f"exit {code}, expected 2 with one stderr line naming the file: {err!r}"
        elif expect in ("accept-or-reject", "reject-or-warn"):
            problem = None if code == 0 or rejected_well else f"exit {code}, expected 0 or 2: {err!r}"
        elif expect == "accept-but-limit":
            if not rejected_well or "limit" not in err:
                problem = f"exit {code}, expected 2 naming the size and the limit: {err!r}"
            elif elapsed >= LIMIT_SECONDS:
                problem = f"refused after {elapsed:.2f} s, expected well under {LIMIT_SECONDS} s"
        else:
            problem = f"unknown expectation {expect!r}"
        if problem is None and "LFS" in entry.get("what", "") and "LFS" not in err:
            problem = f"not called a Git LFS pointer: {err!r}"
        status = "ok  " if problem is None else "FAIL"
        print(f"{status} {expect:17} exit {code} {elapsed * 1000:6.0f} ms  {name}" + (f": {problem}" if problem else ""))
        if problem:
            failures.append(f"{name}: {problem}")
    print(f"png-conformance: {len(manifest) - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
