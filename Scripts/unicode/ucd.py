"""Reading the Unicode Character Database's text files, shared by the table generators."""


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
