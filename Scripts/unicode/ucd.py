"""Reading the Unicode Character Database's text files, and writing or checking the tables
made from them, shared by the table generators."""

import os
import sys


def data_lines(path):
    """Yields (fields, comment) for each data line of a UCD file: the `;`-separated fields,
    stripped, and the text after `#`."""
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            data, _, comment = line.partition("#")
            data = data.strip()
            if data:
                yield [field.strip() for field in data.split(";")], comment.strip()


def code_range(text):
    """(first, last) of `0041` or `0041..005A`."""
    first, _, last = text.partition("..")
    return int(first, 16), int(last or first, 16)


def write_or_check(path, text, check, fail, detail=""):
    """Writes `text` to `path`, or with `check` only compares: prints that the file is up to
    date, or calls `fail` (the generator's own, naming it) when it is not."""
    if check:
        try:
            with open(path, encoding="utf-8") as handle:
                if handle.read() == text:
                    print(f"{os.path.relpath(path)} is up to date{detail}")
                    return
        except FileNotFoundError:
            pass
        fail(f"{path} is out of date: run {sys.argv[0]}")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {os.path.relpath(path)}{detail}")
