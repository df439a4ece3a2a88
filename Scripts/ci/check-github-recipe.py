#!/usr/bin/env python3
"""Checks the GitHub Actions recipe of Docs/CI.md, and runs its Proofsheet part for real.

Usage: python3 Scripts/ci/check-github-recipe.py [--static] [--scratch-path DIR] [--keep]

1. Reads Docs/ci/proofsheet.yml (with its own reader of the YAML that workflows use, and
   with PyYAML too when it is installed: both must read the same thing), checks that it is
   the workflow the guide describes (jobs, steps, actions, matrix, environment), and that
   Docs/CI.md shows it unchanged.
2. Unless --static: plays the workflow on this machine, job by job and step by step, in this
   package. Every `run:` script is run with bash as GitHub runs it, after two adaptations
   that are printed: `swift test` becomes `swift test --filter RewardsExampleTests` (the
   example's suite, not every test of the package), and --scratch-path DIR is passed to
   every swift command when given. Each job gets the folders a fresh machine would have:
   its own artifacts folder (PROOF_ARTIFACTS stands for .build/proof), RUNNER_TEMP,
   GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files. The actions are played by small stand-ins:
   checkout and cache leave the package as it is, upload-artifact and download-artifact
   copy folders through a local store as v4 does (symbolic links followed, hidden files
   left out, one folder per artifact). Install steps (apt-get) are not run: the packages
   they name must be installed already.
   So the shards run `swift test` with PROOF_SHARD=1/2 and 2/2, CI set and one
   PROOF_RUN_ID; the report job merges their logs with `proof merge`, runs `proof report`,
   and the check then requires the merged log to hold the example's 342 snapshots, all
   passed, summary.md to be written and appended to the step summary, the report uploaded,
   and every `proof` flag named in Docs/CI.md to exist in `proof <command> --help`.

Exit status: 0 when everything holds, 1 when something does not, 3 when the check cannot run
here (no swift, no bash, a package the install step names is missing), with the reason.
"""
import argparse
import fnmatch
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
WORKFLOW = os.path.join(ROOT, "Docs", "ci", "proofsheet.yml")
GUIDE = os.path.join(ROOT, "Docs", "CI.md")

# What the local run verifies: the example's suite (README: 280 cases, 342 snapshots).
TEST_FILTER = "RewardsExampleTests"
EXPECTED_SNAPSHOTS = 342
# The folder the workflow uploads: the default artifacts folder, relative to the package root.
ARTIFACTS = ".build/proof"


class CannotRun(Exception):
    """The check cannot run on this machine (exit 3)."""


class Failure(Exception):
    """The recipe is wrong, or did not do what it should (exit 1)."""


# --------------------------------------------------------------------------------------------
# A reader for the YAML that workflow files are written in.


class YamlError(Exception):
    def __init__(self, line, message):
        super().__init__(f"line {line}: {message}")


class WorkflowYaml:
    """Reads the block style of YAML that workflow files use: mappings, lists (also of
    mappings, `- key: value`), literal block scalars (`|`, `|-`), plain and quoted scalars,
    flow lists of scalars (`[1, 2]`) and comments. Anything else (anchors, tags, flow
    mappings, folded scalars, tabs, several documents) is an error, and so is a plain scalar
    that YAML 1.1 readers take for something else than YAML 1.2 readers (`yes`, `on`, `1.0`
    as values): quoted, every reader agrees on it. Plain `true`/`false` are booleans,
    integers are ints, `null`/`~`/nothing is None; mapping keys are always strings (so
    `on:` is "on", as GitHub reads it)."""

    KEY = re.compile(r"""^([A-Za-z0-9_][A-Za-z0-9_.\-]*|"[^"\\]*"|'[^']*')[ ]*:(?:[ ]+(.*))?$""")
    INTEGER = re.compile(r"^[-+]?[0-9]+$")
    AMBIGUOUS = re.compile(r"^(?:[-+]?(?:[0-9]*\.[0-9]*|\.inf|\.nan)(?:[eE][-+]?[0-9]+)?|0[xXoObB][0-9a-fA-F]+|[0-9]+(?::[0-9]+)+"
                           r"|(?i:yes|no|on|off|y|n|true|false|null))$")

    def __init__(self, text):
        self.lines = text.split("\n")
        for number, line in enumerate(self.lines, 1):
            if "\t" in line[: len(line) - len(line.lstrip(" \t"))]:
                raise YamlError(number, "a tab in the indentation")

    def read(self):
        first = self._next(0)
        if first is None:
            return None
        value, end = self._node(first, self._indent(first))
        rest = self._next(end)
        if rest is not None:
            raise YamlError(rest + 1, "unexpected content (wrong indentation?)")
        return value

    def _significant(self, index):
        stripped = self.lines[index].strip()
        return stripped != "" and not stripped.startswith("#")

    def _next(self, index):
        while index < len(self.lines):
            if self._significant(index):
                return index
            index += 1
        return None

    def _indent(self, index):
        line = self.lines[index]
        return len(line) - len(line.lstrip(" "))

    def _node(self, index, indent):
        """The mapping or list starting at line `index`, at column `indent`."""
        content = self.lines[index][indent:]
        if content in ("---", "...") or content.startswith("--- "):
            raise YamlError(index + 1, "document markers are not supported")
        if content == "-" or content.startswith("- "):
            return self._sequence(index, indent)
        if self.KEY.match(content):
            return self._mapping(index, indent)
        raise YamlError(index + 1, f"expected `key: value` or `- item`, found {content!r}")

    def _mapping(self, index, indent):
        result = {}
        while True:
            index = self._next(index)
            if index is None or self._indent(index) < indent:
                return result, index if index is not None else len(self.lines)
            if self._indent(index) > indent:
                raise YamlError(index + 1, "unexpected indentation")
            content = self.lines[index][indent:]
            if content == "-" or content.startswith("- "):
                return result, index  # a list item of an enclosing list
            match = self.KEY.match(content)
            if not match:
                raise YamlError(index + 1, f"expected `key: value`, found {content!r}")
            key = match.group(1)
            if key[0] in "'\"":
                key = key[1:-1]
            if key in result:
                raise YamlError(index + 1, f"the key {key!r} appears twice")
            result[key], index = self._value(index, match.group(2) or "", indent)

    def _sequence(self, index, indent):
        result = []
        while True:
            index = self._next(index)
            if index is None or self._indent(index) < indent:
                return result, index if index is not None else len(self.lines)
            line = self.lines[index]
            content = line[indent:]
            if self._indent(index) > indent:
                raise YamlError(index + 1, "expected `- item` at the list's indentation")
            if not (content == "-" or content.startswith("- ")):
                return result, index  # the next key of the mapping that holds the list
            rest = content[1:].lstrip(" ")
            column = len(line) - len(rest)
            if rest and (self.KEY.match(rest) or rest == "-" or rest.startswith("- ")):
                # `- key: value` or `- - item`: a mapping or list that starts on the dash's line.
                self.lines[index] = " " * column + rest
                item, index = self._node(index, column)
            else:
                item, index = self._value(index, rest, indent)
            result.append(item)

    def _value(self, index, text, indent):
        """The value after `key:` or `-` on line `index` (whose own column is `indent`)."""
        text = text.strip()
        if text == "" or text.startswith("#"):
            following = self._next(index + 1)
            if following is not None and self._indent(following) > indent:
                return self._node(following, self._indent(following))
            if following is not None and self._indent(following) == indent:
                content = self.lines[following][indent:]
                if content == "-" or content.startswith("- "):
                    return self._sequence(following, indent)  # `key:` then `- item` unindented
            return None, index + 1
        if text in ("|", "|-") or text.startswith(("| ", "|- ")):
            return self._literal(index, indent, strip=text.startswith("|-"))
        return self._scalar(text, index + 1), index + 1

    def _literal(self, index, indent, strip):
        """A literal block scalar: the lines below `index` indented more than `indent`."""
        body, block_indent, end = [], None, index + 1
        while end < len(self.lines):
            line = self.lines[end]
            if line.strip() == "":
                body.append("")
                end += 1
                continue
            own = len(line) - len(line.lstrip(" "))
            if own <= indent:
                break
            if block_indent is None:
                block_indent = own
            elif own < block_indent:
                raise YamlError(end + 1, "a line of a block scalar is indented less than its first line")
            body.append(line[block_indent:])
            end += 1
        while body and body[-1] == "":
            body.pop()
        text = "\n".join(body)
        return (text if strip or not body else text + "\n"), end

    def _scalar(self, text, number):
        if text[0] in "{&*!%@`>?":
            raise YamlError(number, f"{text[0]!r} at the start of a value is not supported here: quote the value")
        if text[0] == "[":
            close = text.find("]")
            if close < 0 or not re.match(r"^\s*(#.*)?$", text[close + 1:]):
                raise YamlError(number, "a flow list must close on its line, with nothing but a comment after it")
            inner = text[1:close].strip()
            if "[" in inner or "{" in inner:
                raise YamlError(number, "nested flow collections are not supported")
            return [] if inner == "" else [self._scalar(part.strip(), number) for part in self._split_flow(inner, number)]
        if text[0] in "'\"":
            value, rest = self._quoted(text, number)
            if not re.match(r"^\s*(#.*)?$", rest):
                raise YamlError(number, f"unexpected text after a quoted value: {rest!r}")
            return value
        plain = re.split(r"\s#", text, maxsplit=1)[0].strip()
        if ": " in plain or plain.endswith(":"):
            raise YamlError(number, f"`: ` inside a plain value reads as a mapping: quote {plain!r}")
        if plain in ("null", "~", ""):
            return None
        if plain in ("true", "false"):
            return plain == "true"
        if self.INTEGER.match(plain):
            return int(plain)
        if self.AMBIGUOUS.match(plain):
            raise YamlError(number, f"{plain!r} is not a string for every YAML reader (YAML 1.1 reads numbers and booleans differently): quote it")
        return plain

    @staticmethod
    def _split_flow(inner, number):
        parts, current, quote = [], "", None
        for character in inner:
            if quote:
                current += character
                if character == quote:
                    quote = None
            elif character in "'\"":
                quote = character
                current += character
            elif character == ",":
                parts.append(current)
                current = ""
            else:
                current += character
        if quote:
            raise YamlError(number, "an unclosed quote in a flow list")
        parts.append(current)
        return parts

    @staticmethod
    def _quoted(text, number):
        quote, value, position = text[0], "", 1
        escapes = {"\\": "\\", '"': '"', "/": "/", "n": "\n", "t": "\t", "0": "\0"}
        while position < len(text):
            character = text[position]
            if quote == "'" and character == "'":
                if text[position + 1: position + 2] == "'":
                    value += "'"
                    position += 2
                    continue
                return value, text[position + 1:]
            if quote == '"' and character == '"':
                return value, text[position + 1:]
            if quote == '"' and character == "\\":
                escape = text[position + 1: position + 2]
                if escape not in escapes:
                    raise YamlError(number, f"the escape \\{escape} is not supported")
                value += escapes[escape]
                position += 2
                continue
            value += character
            position += 1
        raise YamlError(number, "a quoted value must close on its line")


def read_yaml(text, label):
    """The document read by WorkflowYaml, compared with PyYAML's reading when it is installed.
    Returns (document, note about PyYAML)."""
    try:
        document = WorkflowYaml(text).read()
    except YamlError as error:
        raise Failure(f"{label}: {error}")
    try:
        import yaml  # optional: a second, independent reader
    except ImportError:
        return document, "PyYAML is not installed: read with this script's reader only"

    def normalized(value):
        # PyYAML reads YAML 1.1, where the key `on` is the boolean true; GitHub reads "on".
        if isinstance(value, dict):
            return {("on" if key is True else key): normalized(item) for key, item in value.items()}
        if isinstance(value, list):
            return [normalized(item) for item in value]
        return value

    try:
        theirs = normalized(yaml.safe_load(text))
    except yaml.YAMLError as error:
        raise Failure(f"{label}: PyYAML cannot read it: {error}")
    if theirs != document:
        raise Failure(f"{label}: PyYAML reads it differently: {first_difference(document, theirs)}")
    return document, "PyYAML reads it the same"


def first_difference(mine, theirs, path="$"):
    if type(mine) is not type(theirs):
        return f"{path}: {mine!r} here, {theirs!r} for PyYAML"
    if isinstance(mine, dict):
        for key in sorted(set(mine) | set(theirs), key=str):
            if key not in mine or key not in theirs:
                return f"{path}.{key}: present for one reader only"
            if mine[key] != theirs[key]:
                return first_difference(mine[key], theirs[key], f"{path}.{key}")
    if isinstance(mine, list):
        if len(mine) != len(theirs):
            return f"{path}: {len(mine)} items here, {len(theirs)} for PyYAML"
        for position, (left, right) in enumerate(zip(mine, theirs)):
            if left != right:
                return first_difference(left, right, f"{path}[{position}]")
    return f"{path}: {mine!r} here, {theirs!r} for PyYAML"


# --------------------------------------------------------------------------------------------
# The guide and the workflow file.


def fenced_blocks(markdown, language=None):
    """(first line number, text) of each fenced block of `language` (None: every block)."""
    blocks, inside, start, body, kind = [], False, 0, [], ""
    for number, line in enumerate(markdown.split("\n"), 1):
        opener = re.fullmatch(r"```(\w*)\s*", line.strip())
        if not inside and opener:
            inside, start, body, kind = True, number + 1, [], opener.group(1)
        elif inside and line.strip() == "```":
            inside = False
            if language is None or kind == language:
                blocks.append((start, "\n".join(body) + "\n"))
        elif inside:
            body.append(line)
    return blocks


def check_guide(workflow_text, guide_text):
    """The guide shows the workflow file unchanged, links it, and its YAML blocks read."""
    blocks = fenced_blocks(guide_text, "yaml")
    complete = [(line, text) for line, text in blocks if re.search(r"^jobs:", text, re.M)]
    if len(complete) != 1:
        raise Failure(f"Docs/CI.md: expected one ```yaml block with the whole workflow (a `jobs:` line), found {len(complete)}")
    line, text = complete[0]
    if text != workflow_text:
        import difflib
        diff = "".join(difflib.unified_diff(workflow_text.splitlines(True), text.splitlines(True),
                                            "Docs/ci/proofsheet.yml", f"Docs/CI.md (block at line {line})"))
        raise Failure("the workflow in Docs/CI.md differs from Docs/ci/proofsheet.yml:\n" + diff)
    if "(ci/proofsheet.yml)" not in guide_text:
        raise Failure("Docs/CI.md does not link the workflow file (ci/proofsheet.yml)")
    for line, text in blocks:
        read_yaml(text, f"Docs/CI.md, the ```yaml block at line {line}")
    return len(blocks)


def uses(step, action):
    """True when the step uses `action` at version 4 (actions/checkout@v4)."""
    return isinstance(step.get("uses"), str) and step["uses"] == action + "@v4"


def run_text(step):
    return step.get("run") if isinstance(step.get("run"), str) else ""


def runs_even_after_failure(condition):
    return isinstance(condition, str) and re.fullmatch(r"\$\{\{\s*(!\s*cancelled\(\)|always\(\))\s*\}\}", condition.strip()) is not None


def index_of(steps, predicate, what, job):
    found = [position for position, step in enumerate(steps) if predicate(step)]
    if len(found) != 1:
        raise Failure(f"job {job}: expected one step that {what}, found {len(found)}")
    return found[0]


def check_common_steps(steps, job):
    """Checkout with LFS first, libpng and libjpeg installed, .build cached on the package files."""
    checkout = index_of(steps, lambda step: uses(step, "actions/checkout"), "uses actions/checkout@v4", job)
    if checkout != 0 or (steps[checkout].get("with") or {}).get("lfs") is not True:
        raise Failure(f"job {job}: the first step must be actions/checkout@v4 with `lfs: true` (the references are LFS files)")
    install = index_of(steps, lambda step: "apt-get install" in run_text(step), "installs packages with apt-get", job)
    for package in ("libpng-dev", "libjpeg-dev", "pkg-config"):
        if package not in install_packages(run_text(steps[install])):
            raise Failure(f"job {job}: the install step does not install {package}")
    cache = index_of(steps, lambda step: uses(step, "actions/cache"), "uses actions/cache@v4", job)
    settings = steps[cache].get("with") or {}
    paths = str(settings.get("path") or "").split()
    if ".build" not in paths or "!" + ARTIFACTS not in paths:
        raise Failure(f"job {job}: the cache must hold .build without {ARTIFACTS} (path: .build and !{ARTIFACTS}), not {paths}")
    key = str(settings.get("key") or "")
    hashed = re.search(r"hashFiles\(([^)]*)\)", key)
    if not hashed or "'Package.resolved'" not in hashed.group(1) or "'Package.swift'" not in hashed.group(1):
        raise Failure(f"job {job}: the cache key must hash Package.resolved and Package.swift: {key!r}")
    return checkout, install, cache


def install_packages(script):
    """The package names after each `apt-get install` of a script."""
    names = []
    for match in re.finditer(r"apt-get\s+install\s+([^&;|\n]*)", script):
        names += [word for word in shlex.split(match.group(1)) if not word.startswith("-")]
    return names


def check_workflow(workflow):
    """The workflow is the recipe: returns (shard job name, shard values, report job name)."""
    if not isinstance(workflow, dict) or not isinstance(workflow.get("jobs"), dict) or "on" not in workflow:
        raise Failure("the workflow needs `on:` and `jobs:`")
    run_id = (workflow.get("env") or {}).get("PROOF_RUN_ID")
    if not isinstance(run_id, str) or "github.run_id" not in run_id:
        raise Failure("the workflow's env must set PROOF_RUN_ID from github.run_id, for every job of the run")
    text = json.dumps(workflow)
    for variable in ("PROOF_ARTIFACTS", "PROOF_RECORD", "PROOF_REFERENCES"):
        if variable in text:
            raise Failure(f"the workflow sets {variable}: the recipe relies on the defaults (CI set: record mode never; artifacts in {ARTIFACTS})")
    jobs = workflow["jobs"]
    for name, job in jobs.items():
        for step in (job or {}).get("steps") or []:
            if ARTIFACTS in run_text(step):
                raise Failure(f"job {name}: a run script names {ARTIFACTS}; leave the tools their default folder "
                              "(this check gives each job its own through PROOF_ARTIFACTS)")
    sharded = [name for name, job in jobs.items() if "shard" in (((job or {}).get("strategy") or {}).get("matrix") or {})]
    if len(sharded) != 1:
        raise Failure(f"expected one job with a `shard` matrix, found {len(sharded)}")
    shard_job = sharded[0]
    job = jobs[shard_job]
    strategy = job["strategy"]
    shards = strategy["matrix"]["shard"]
    if set(strategy["matrix"]) != {"shard"} or not isinstance(shards, list) or shards != list(range(1, len(shards) + 1)) or len(shards) < 2:
        raise Failure(f"job {shard_job}: the matrix must be `shard: [1, 2, … N]` alone, not {strategy['matrix']!r}")
    if strategy.get("fail-fast") is not False:
        raise Failure(f"job {shard_job}: set `fail-fast: false`, so that every shard runs to its end and uploads its artifacts")
    steps = job.get("steps") or []
    checkout, install, cache = check_common_steps(steps, shard_job)
    test = index_of(steps, lambda step: re.search(r"\bswift test\b", run_text(step)), "runs `swift test`", shard_job)
    environment = dict(job.get("env") or {}, **(steps[test].get("env") or {}))
    expected_shard = "${{ matrix.shard }}/%d" % len(shards)
    if environment.get("PROOF_SHARD") != expected_shard:
        raise Failure(f"job {shard_job}: the tests need PROOF_SHARD: {expected_shard} (N = the number of shards), not {environment.get('PROOF_SHARD')!r}")
    if environment.get("CI") not in (True, "true", "1", 1):
        raise Failure(f"job {shard_job}: the test step must say CI: true (record mode never: nothing written, a missing reference fails)")
    upload = index_of(steps, lambda step: uses(step, "actions/upload-artifact"), "uses actions/upload-artifact@v4", shard_job)
    settings = steps[upload].get("with") or {}
    if settings.get("path") != ARTIFACTS or "${{ matrix.shard }}" not in str(settings.get("name")):
        raise Failure(f"job {shard_job}: upload {ARTIFACTS} as an artifact named after matrix.shard, not {settings!r}")
    if not runs_even_after_failure(steps[upload].get("if")):
        raise Failure(f"job {shard_job}: the upload needs `if: ${{{{ !cancelled() }}}}`: the artifacts matter most when the tests fail")
    if not checkout < cache < test < upload or not install < test:
        raise Failure(f"job {shard_job}: the steps must run in the order checkout, install and cache, test, upload")

    reports = [name for name, other in jobs.items() if shard_job in as_list((other or {}).get("needs"))]
    if len(reports) != 1:
        raise Failure(f"expected one job that needs {shard_job} (the report), found {len(reports)}")
    report_job = reports[0]
    job = jobs[report_job]
    if not runs_even_after_failure(job.get("if")):
        raise Failure(f"job {report_job}: needs `if: ${{{{ !cancelled() }}}}`, so that it reports failing shards too")
    steps = job.get("steps") or []
    check_common_steps(steps, report_job)
    download = index_of(steps, lambda step: uses(step, "actions/download-artifact"), "uses actions/download-artifact@v4", report_job)
    settings = steps[download].get("with") or {}
    pattern = str(settings.get("pattern") or "")
    names = [str(jobs[shard_job]["steps"][upload]["with"]["name"]).replace("${{ matrix.shard }}", str(shard)) for shard in shards]
    if not pattern or not all(fnmatch.fnmatchcase(name, pattern) for name in names) or settings.get("merge-multiple"):
        raise Failure(f"job {report_job}: download every shard's artifact ({', '.join(names)}) by pattern, each in its own folder")
    merge = index_of(steps, lambda step: re.search(r"\bswift run proof merge\b", run_text(step)), "runs `swift run proof merge`", report_job)
    report = index_of(steps, lambda step: re.search(r"\bswift run proof report\b", run_text(step)), "runs `swift run proof report`", report_job)
    if '--append-summary "$GITHUB_STEP_SUMMARY"' not in run_text(steps[report]):
        raise Failure(f"job {report_job}: `proof report` must append its summary: --append-summary \"$GITHUB_STEP_SUMMARY\"")
    upload = index_of(steps, lambda step: uses(step, "actions/upload-artifact"), "uses actions/upload-artifact@v4", report_job)
    if (steps[upload].get("with") or {}).get("path") != ARTIFACTS + "/report":
        raise Failure(f"job {report_job}: upload the report folder, {ARTIFACTS}/report")
    if not download < merge < report < upload:
        raise Failure(f"job {report_job}: the steps must run in the order download, merge, report, upload")
    return shard_job, shards, report_job


def as_list(value):
    return value if isinstance(value, list) else [] if value is None else [value]


# --------------------------------------------------------------------------------------------
# Playing the workflow on this machine.


class Job:
    """One job as it runs: its matrix values, folders and outcome."""

    def __init__(self, name, definition, matrix, work):
        self.definition, self.matrix = definition, matrix
        self.label = name + "".join(f" ({key} {value})" for key, value in matrix.items())
        self.folder = os.path.join(work, "jobs", name + "".join(f"-{value}" for value in matrix.values()))
        self.artifacts = os.path.join(self.folder, "proof")          # .build/proof on its own machine
        self.temp = os.path.join(self.folder, "runner-temp")         # RUNNER_TEMP
        os.makedirs(self.temp)
        self.outputs = {}                                            # step id -> outputs
        self.summaries = {}                                          # step name -> step summary text
        self.failed_steps = []


class Playback:
    """Runs the workflow's jobs here, in order, as described in the module's docstring."""

    def __init__(self, workflow, work, scratch_path):
        self.workflow, self.work, self.scratch_path = workflow, work, scratch_path
        self.store = os.path.join(work, "artifact-store")
        os.makedirs(self.store)
        self.run_id, self.run_attempt = str(int(time.time())), "1"
        self.jobs = []

    # Expressions -----------------------------------------------------------------------------

    def evaluate(self, value, job):
        """Replaces each `${{ … }}` of a string; other values become strings as GitHub does."""
        if isinstance(value, bool):
            return "true" if value else "false"
        if value is None:
            return ""
        return re.sub(r"\$\{\{\s*(.*?)\s*\}\}", lambda match: self.expression(match.group(1), job), str(value))

    def expression(self, expression, job):
        if expression.startswith("matrix."):
            key = expression[len("matrix."):]
            if key in job.matrix:
                return str(job.matrix[key])
        simple = {"github.run_id": self.run_id, "github.run_attempt": self.run_attempt,
                  "runner.os": "Linux", "runner.temp": job.temp}
        if expression in simple:
            return simple[expression]
        match = re.fullmatch(r"steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)", expression)
        if match:
            return job.outputs.get(match.group(1), {}).get(match.group(2), "")
        raise Failure(f"job {job.label}: this check cannot evaluate ${{{{ {expression} }}}}; teach it, or keep the workflow simpler")

    def condition(self, condition, job_failed, job):
        """A job's or step's `if:`; none means success()."""
        if condition is None:
            return not job_failed
        text = str(condition).strip()
        match = re.fullmatch(r"\$\{\{\s*(.*?)\s*\}\}", text)
        text = match.group(1) if match else text
        known = {"!cancelled()": True, "always()": True, "success()": not job_failed, "failure()": job_failed, "cancelled()": False}
        if text not in known:
            raise Failure(f"job {job.label}: this check cannot evaluate the condition {condition!r}")
        return known[text]

    # Jobs and steps --------------------------------------------------------------------------

    def play(self):
        remaining = dict(self.workflow["jobs"])
        results = {}
        while remaining:
            ready = [name for name, job in remaining.items() if all(need in results for need in as_list(job.get("needs")))]
            if not ready:
                raise Failure(f"the jobs' needs form a cycle or name unknown jobs: {sorted(remaining)}")
            for name in ready:
                definition = remaining.pop(name)
                needs_failed = any(results[need] != "success" for need in as_list(definition.get("needs")))
                matrix = ((definition.get("strategy") or {}).get("matrix") or {})
                if len(matrix) > 1:
                    raise Failure(f"job {name}: this check plays a matrix of one axis only")
                combinations = [{key: value} for key, values in matrix.items() for value in values] or [{}]
                outcomes = []
                for values in combinations:
                    job = Job(name, definition, values, self.work)
                    self.jobs.append(job)
                    if not self.condition(definition.get("if"), needs_failed, job):
                        print(f"\n== job {job.label}: skipped (its `if:` is false)")
                        outcomes.append("skipped")
                        continue
                    outcomes.append(self.play_job(job))
                results[name] = "success" if all(outcome == "success" for outcome in outcomes) else "failure"
        return results

    def play_job(self, job):
        print(f"\n== job {job.label}")
        for key in ("container", "services", "defaults"):
            if key in job.definition:
                raise Failure(f"job {job.label}: this check does not play `{key}:`")
        failed = False
        for position, step in enumerate(job.definition.get("steps") or []):
            name = step.get("name") or step.get("uses") or f"step {position + 1}"
            if not self.condition(step.get("if"), failed, job):
                print(f"-- step {name!r}: skipped (its `if:` is false)")
                continue
            for key in ("shell", "working-directory", "continue-on-error"):
                if key in step:
                    raise Failure(f"job {job.label}, step {name!r}: this check does not play `{key}:`")
            if "run" in step:
                ok = self.run_step(job, step, name)
            else:
                ok = self.action_step(job, step, name)
            if not ok:
                failed = True
                job.failed_steps.append(name)
        print(f"-- job {job.label}: {'FAILED at ' + ', '.join(map(repr, job.failed_steps)) if failed else 'succeeded'}")
        return "failure" if failed else "success"

    def environment(self, job, step, step_folder):
        """What a step's process sees: the machine's variables without PROOF_*, GitHub's own,
        the workflow's, the job's and the step's env, and this job's artifacts folder."""
        environment = {key: value for key, value in os.environ.items() if not key.startswith(("PROOF_", "GITHUB_"))}
        environment.update({
            "CI": "true", "GITHUB_ACTIONS": "true", "RUNNER_OS": "Linux", "RUNNER_TEMP": job.temp,
            "GITHUB_WORKSPACE": ROOT, "GITHUB_RUN_ID": self.run_id, "GITHUB_RUN_ATTEMPT": self.run_attempt,
            "GITHUB_OUTPUT": os.path.join(step_folder, "output"),
            "GITHUB_ENV": os.path.join(step_folder, "env"),
            "GITHUB_STEP_SUMMARY": os.path.join(step_folder, "step-summary.md"),
        })
        for level in (self.workflow.get("env"), job.definition.get("env"), step.get("env")):
            for key, value in (level or {}).items():
                environment[key] = self.evaluate(value, job)
        environment["PROOF_ARTIFACTS"] = job.artifacts
        return environment

    def adapted(self, script):
        """The script as this check runs it: only the example's tests, and the scratch path."""
        extra = f" --scratch-path {shlex.quote(self.scratch_path)}" if self.scratch_path else ""
        script = re.sub(r"\bswift test\b", f"swift test{extra} --filter {TEST_FILTER}", script)
        return re.sub(r"\bswift (run|build)\b", lambda match: f"swift {match.group(1)}{extra}", script)

    def run_step(self, job, step, name):
        script = self.evaluate(step["run"], job)
        if "apt-get install" in script or "brew install" in script:
            print(f"-- step {name!r}: not run (installs packages; this check requires them installed): {', '.join(install_packages(script))}")
            return True
        step_folder = os.path.join(job.folder, "steps", re.sub(r"[^A-Za-z0-9]+", "-", name))
        os.makedirs(step_folder)
        environment = self.environment(job, step, step_folder)
        for key in ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_STEP_SUMMARY"):
            open(environment[key], "w").close()
        original, script = script, self.adapted(script)
        if script != original:
            print(f"-- step {name!r}: as the workflow has it:")
            print(original.rstrip("\n"))
        path = os.path.join(step_folder, "script.sh")
        with open(path, "w") as file:
            file.write(script)
        shown = {key: environment[key] for key in ("CI", "PROOF_SHARD", "PROOF_RUN_ID", "PROOF_ARTIFACTS") if key in environment}
        print(f"-- step {name!r}: bash -eo pipefail <<'EOF'  ({' '.join(f'{key}={value}' for key, value in shown.items())})")
        print(script.rstrip("\n"))
        print("EOF")
        status = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", path], cwd=ROOT, env=environment).returncode
        job.outputs[step.get("id") or name] = read_key_values(environment["GITHUB_OUTPUT"])
        with open(environment["GITHUB_STEP_SUMMARY"], encoding="utf-8") as file:
            job.summaries[name] = file.read()
        if read_key_values(environment["GITHUB_ENV"]):
            raise Failure(f"job {job.label}, step {name!r}: writes GITHUB_ENV, which this check does not play")
        print(f"-- step {name!r}: exit {status}")
        return status == 0

    def local_path(self, path, job):
        """Where an action's `path` is here: .build/proof is the job's artifacts folder."""
        if path == ARTIFACTS or path.startswith(ARTIFACTS + "/"):
            return job.artifacts + path[len(ARTIFACTS):]
        if path == job.temp or path.startswith(job.temp + "/"):
            return path
        raise Failure(f"job {job.label}: this check plays action paths under {ARTIFACTS} or runner.temp only, not {path!r}")

    def action_step(self, job, step, name):
        action = str(step.get("uses"))
        if action in ("actions/checkout@v4", "actions/cache@v4"):
            print(f"-- step {name!r}: the package as it is ({action} is not played)")
            return True
        settings = {key: self.evaluate(value, job) for key, value in (step.get("with") or {}).items()}
        if action == "actions/upload-artifact@v4":
            return self.upload(job, name, settings)
        if action == "actions/download-artifact@v4":
            return self.download(job, name, settings)
        raise Failure(f"job {job.label}: this check does not play the action {action}")

    def upload(self, job, name, settings):
        """upload-artifact@v4: the folder's files, links followed, hidden files left out."""
        if "\n" in settings.get("path", "").strip():
            raise Failure(f"job {job.label}, step {name!r}: this check plays one upload path only")
        source = self.local_path(settings.get("path", "").strip(), job)
        destination = os.path.join(self.store, settings["name"])
        if os.path.exists(destination):
            if settings.get("overwrite") != "true":
                print(f"-- step {name!r}: an artifact named {settings['name']!r} exists already (GitHub: 409 Conflict)")
                return False
            shutil.rmtree(destination)
        if not os.path.exists(source):
            print(f"-- step {name!r}: warning: no files were found at {source}; no artifact uploaded")
            return True
        hidden = settings.get("include-hidden-files") != "true"
        ignore = (lambda folder, names: [entry for entry in names if entry.startswith(".")]) if hidden else None
        if os.path.isdir(source):
            shutil.copytree(source, destination, symlinks=False, ignore=ignore)
        else:
            os.makedirs(destination)
            shutil.copy(source, destination)
        print(f"-- step {name!r}: artifact {settings['name']!r} ← {source} ({count_files(destination)} files)")
        return True

    def download(self, job, name, settings):
        """download-artifact@v4: by name into path, or by pattern, each into path/<name>."""
        target = self.local_path(settings.get("path", "").strip() or job.temp, job)
        available = sorted(os.listdir(self.store))
        if settings.get("name"):
            chosen, separate = [entry for entry in available if entry == settings["name"]], False
        else:
            pattern = settings.get("pattern") or "*"
            chosen, separate = [entry for entry in available if fnmatch.fnmatchcase(entry, pattern)], settings.get("merge-multiple") != "true"
        if not chosen:
            print(f"-- step {name!r}: no artifact matched; nothing downloaded")
            return settings.get("name") is None
        for artifact in chosen:
            shutil.copytree(os.path.join(self.store, artifact), os.path.join(target, artifact) if separate else target, dirs_exist_ok=True)
        print(f"-- step {name!r}: downloaded {', '.join(chosen)} into {target}")
        return True


def read_key_values(path):
    """`name=value` lines of a GITHUB_OUTPUT-style file (no multi-line values)."""
    values = {}
    with open(path, encoding="utf-8") as file:
        for line in file.read().splitlines():
            if "=" in line:
                key, value = line.split("=", 1)
                values[key] = value
    return values


def count_files(folder):
    return sum(len(files) for _, _, files in os.walk(folder))


def read_log(path, what):
    """The JSON objects of a results log (one per line)."""
    if not os.path.isfile(path):
        raise Failure(f"{what}: no results log at {path}")
    with open(path, encoding="utf-8") as file:
        lines = [line for line in file if line.strip()]
    try:
        return [json.loads(line) for line in lines]
    except json.JSONDecodeError as error:
        raise Failure(f"{what}: {path} holds a line that is not JSON ({error})")


# --------------------------------------------------------------------------------------------
# What the played run must have produced.


def verify_run(playback, shard_job, shards, report_job):
    jobs = {job.label: job for job in playback.jobs}
    failed = [f"{job.label} at {', '.join(map(repr, job.failed_steps))}" for job in playback.jobs if job.failed_steps]
    if failed:
        raise Failure("jobs failed: " + "; ".join(failed))
    run_id = playback.evaluate(playback.workflow["env"]["PROOF_RUN_ID"], playback.jobs[0])
    shard_counts = []
    for shard in shards:
        job = jobs[f"{shard_job} (shard {shard})"]
        upload = next(step for step in job.definition["steps"] if uses(step, "actions/upload-artifact"))
        name = playback.evaluate(upload["with"]["name"], job)
        log_path = os.path.join(playback.store, name, "results.jsonl")
        if os.path.islink(log_path):
            raise Failure(f"the artifact {name!r} holds results.jsonl as a link, not the log")
        lines = [line for line in read_log(log_path, f"the artifact {name!r}") if line.get("record") == "result"]
        wrong = [line for line in lines if line.get("shard") != {"index": shard, "count": len(shards)} or line.get("run") != run_id]
        if not lines or wrong:
            raise Failure(f"the artifact {name!r}: {len(lines)} results, {len(wrong)} not of shard {shard}/{len(shards)} of run {run_id!r}")
        shard_counts.append(len(lines))
    job = jobs[report_job]
    merged = [line for line in read_log(os.path.join(job.artifacts, "results.jsonl"), f"job {report_job}")
              if line.get("record") == "result"]
    statuses = {}
    for line in merged:
        statuses[line.get("status")] = statuses.get(line.get("status"), 0) + 1
    if statuses != {"passed": EXPECTED_SNAPSHOTS} or any(line.get("shard") is not None for line in merged):
        raise Failure(f"the merged log holds {statuses} (shards: {shard_counts}); expected {EXPECTED_SNAPSHOTS} passed, none left with a shard")
    report = os.path.join(job.artifacts, "report")
    for name in ("index.html", "summary.md", "junit.xml"):
        if not os.path.isfile(os.path.join(report, name)):
            raise Failure(f"the report folder has no {name}")
    with open(os.path.join(report, "summary.md"), encoding="utf-8") as file:
        summary = file.read()
    summaries = [text for text in job.summaries.values() if summary and summary in text]
    if not summaries:
        raise Failure("summary.md was not appended to the step summary ($GITHUB_STEP_SUMMARY)")
    uploaded = [name for name in os.listdir(playback.store)
                if os.path.isfile(os.path.join(playback.store, name, "index.html")) and os.path.isfile(os.path.join(playback.store, name, "summary.md"))]
    if not uploaded:
        raise Failure("no artifact holds the report (index.html, summary.md)")
    first_line = summary.split("\n", 1)[0]
    return (f"shards verified {' + '.join(map(str, shard_counts))} snapshots; merged: {EXPECTED_SNAPSHOTS} passed; "
            f"summary.md appended to the step summary ({first_line!r}); report uploaded as {uploaded[0]!r}")


def check_flags(guide_text, scratch_path):
    """Every `proof <command> --flag` in the guide's code exists in the tool's help."""
    command = ["swift", "build"] + (["--scratch-path", scratch_path] if scratch_path else []) + ["--show-bin-path"]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    proof = os.path.join(result.stdout.strip(), "proof")
    if result.returncode != 0 or not os.access(proof, os.X_OK):
        raise Failure(f"the proof tool is not built at {proof!r} ({' '.join(command)}: {result.stderr.strip()})")
    overview = subprocess.run([proof, "--help"], capture_output=True, text=True).stdout
    code = [text for _, text in fenced_blocks(guide_text)]
    code += re.findall(r"`([^`\n]+)`", re.sub(r"```.*?```", "", guide_text, flags=re.S))
    helps, checked = {}, 0
    for text in code:
        for line in text.split("\n"):
            for match in re.finditer(r"(?<![\w./-])proof\s+([a-z]+)([^`#;&|]*)", line):
                subcommand = match.group(1)
                if not re.search(r"^\s+" + subcommand + r"\s", overview, re.M):
                    raise Failure(f"Docs/CI.md: `proof {subcommand}` is not a command of the tool")
                if subcommand not in helps:
                    helps[subcommand] = subprocess.run([proof, subcommand, "--help"], capture_output=True, text=True).stdout
                for flag in re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*)", match.group(2)):
                    if not re.search(r"(?<![\w-])" + re.escape(flag) + r"(?![\w-])", helps[subcommand]):
                        raise Failure(f"Docs/CI.md: `proof {subcommand}` has no option {flag} (see proof {subcommand} --help)")
                    checked += 1
    return f"{checked} options of {len(helps)} proof commands in Docs/CI.md exist"


# --------------------------------------------------------------------------------------------


def preconditions(workflow):
    """Raises CannotRun when this machine cannot play the workflow."""
    for tool in ("bash", "swift"):
        if shutil.which(tool) is None:
            raise CannotRun(f"{tool} is not on PATH")
    packages = sorted({name for job in workflow["jobs"].values() for step in job.get("steps") or []
                       for name in install_packages(run_text(step))})
    if shutil.which("dpkg-query"):
        missing = [name for name in packages
                   if subprocess.run(["dpkg-query", "-W", "-f=${Status}", name], capture_output=True, text=True).stdout != "install ok installed"]
        if missing:
            raise CannotRun(f"{', '.join(missing)} not installed (the workflow installs them with apt-get; this check does not)")
    elif shutil.which("pkg-config") is None or subprocess.run(["pkg-config", "--exists", "libpng"]).returncode != 0:
        raise CannotRun("libpng is not found through pkg-config")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--static", action="store_true", help="check the files only; do not play the workflow")
    parser.add_argument("--scratch-path", help="passed to every swift command (a build folder other than .build)")
    parser.add_argument("--keep", action="store_true", help="keep the work folder (jobs' artifacts, the report)")
    options = parser.parse_args()
    sys.stdout.reconfigure(line_buffering=True)  # in order with the steps' own output
    try:
        with open(WORKFLOW, encoding="utf-8") as file:
            workflow_text = file.read()
        with open(GUIDE, encoding="utf-8") as file:
            guide_text = file.read()
        workflow, note = read_yaml(workflow_text, "Docs/ci/proofsheet.yml")
        shard_job, shards, report_job = check_workflow(workflow)
        blocks = check_guide(workflow_text, guide_text)
        print(f"static: the workflow reads ({note}); jobs {shard_job} (shards {shards[0]}…{shards[-1]}) and {report_job} "
              f"are the recipe; Docs/CI.md shows it unchanged ({blocks} yaml blocks read)")
        if options.static:
            return 0
        preconditions(workflow)
        work = tempfile.mkdtemp(prefix="check-github-recipe-")
        started = time.monotonic()
        try:
            playback = Playback(workflow, work, options.scratch_path)
            playback.play()
            outcome = verify_run(playback, shard_job, shards, report_job)
            flags = check_flags(guide_text, options.scratch_path)
        finally:
            if options.keep:
                print(f"\nwork folder kept: {work}")
            else:
                shutil.rmtree(work, ignore_errors=True)
        print(f"\nrun: {outcome}; {flags} ({time.monotonic() - started:.0f} s)")
        print("check-github-recipe: passed")
        return 0
    except CannotRun as reason:
        print(f"SKIPPED: {reason}")
        return 3
    except Failure as failure:
        print(f"check-github-recipe: FAILED: {failure}")
        return 1


if __name__ == "__main__":
    sys.exit(main())
