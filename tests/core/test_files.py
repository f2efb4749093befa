"""`core.files.read_regular`: only regular files, size-checked before reading, one message."""

from __future__ import annotations

import os

import pytest

from meeple.core import BadRecord, MeepleError, record
from meeple.core.files import read_regular

pytestmark = pytest.mark.timeout(30)  # a FIFO read that blocks would hang here


def refused(path, limit=1024) -> str:
    with pytest.raises(MeepleError) as err:
        read_regular(path, limit, "thing")
    return str(err.value)


def test_a_regular_file_within_the_limit_is_read(tmp_path):
    path = tmp_path / "a.json"
    path.write_bytes(b'{"a": 1}')
    assert read_regular(path, 1024, "thing") == b'{"a": 1}'


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_a_device_is_refused_without_reading():
    assert "regular file" in refused("/dev/zero")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    assert "regular file" in refused(fifo)


def test_missing_unreadable_special_and_large_files_get_the_same_message(tmp_path):
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2048)
    secret = tmp_path / "secret.json"
    secret.write_text('{"first_key_of_a_secret": 1}')
    messages = {refused(p).replace(repr(str(p)), "PATH")
                for p in (tmp_path / "missing.json", big, tmp_path)}
    assert len(messages) == 1, messages
    assert "first_key" not in refused(secret, limit=4)


def test_a_record_path_is_read_the_same_way(tmp_path):
    with pytest.raises(BadRecord, match="regular file"):
        record.load(tmp_path)
