"""A small PDF file writer: numbered objects, Flate streams, the cross-reference table.

tresham's PDFs are simple: pages whose content streams come ready-made (``pdfops``),
form XObjects for shared art, two embedded TrueType fonts and an info dictionary. Writing
that structure directly lets a build compress each stream and subset each font once, and
reuse the bytes in every file that needs them.
"""

from __future__ import annotations

import hashlib
import re

from reportlab.lib.rl_accel import fp_str

HEADER = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
_NAME_SAFE = re.compile(r"[^A-Za-z0-9._+\-]")


def name(value: str) -> str:
    """A PDF name (with its slash): characters outside a safe set become #xx escapes."""
    return "/" + _NAME_SAFE.sub(lambda m: "".join(f"#{b:02X}" for b in m.group().encode("utf-8")), value)


def text_string(value: str) -> str:
    """A PDF text string: literal for plain ASCII, else UTF-16BE with a byte order mark, in hex."""
    if value.isascii():
        escaped = value.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
        return f"({escaped})"
    return "<FEFF" + value.encode("utf-16-be").hex().upper() + ">"


def numbers(*values: float) -> str:
    return fp_str(*values)


class PdfWriter:
    """Objects are added as bodies (bytes between ``N 0 obj`` and ``endobj``)."""

    def __init__(self) -> None:
        self.bodies: list[bytes | None] = []

    def reserve(self) -> int:
        self.bodies.append(None)
        return len(self.bodies)

    def put(self, number: int, body: str | bytes) -> int:
        self.bodies[number - 1] = body.encode("latin-1") if isinstance(body, str) else body
        return number

    def add(self, body: str | bytes) -> int:
        return self.put(self.reserve(), body)

    def stream(self, entries: str, deflated: bytes) -> int:
        """A Flate-compressed stream; ``entries`` are extra dictionary entries."""
        head = f"<< {entries} /Filter /FlateDecode /Length {len(deflated)} >>\nstream\n".encode("latin-1")
        return self.add(head + deflated + b"\nendstream")

    def output(self, root: int, info: int) -> bytes:
        """The whole file; its /ID is a digest of the objects, so the same objects give the same bytes."""
        out = bytearray(HEADER)
        offsets = []
        digest = hashlib.md5(usedforsecurity=False)
        for i, body in enumerate(self.bodies, 1):
            if body is None:
                raise ValueError(f"PDF object {i} was reserved but never written")
            offsets.append(len(out))
            out += b"%d 0 obj\n" % i + body + b"\nendobj\n"
            digest.update(body)
        xref = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(self.bodies) + 1)
        out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
        fid = digest.hexdigest().upper()
        out += (
            f"trailer\n<< /Size {len(self.bodies) + 1} /Root {root} 0 R /Info {info} 0 R "
            f"/ID [<{fid}> <{fid}>] >>\nstartxref\n{xref}\n%%EOF\n"
        ).encode("latin-1")
        return bytes(out)
