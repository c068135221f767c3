"""In-memory counters for the test-only /test/stats/ (one process, many threads)."""
import threading
from collections import Counter

_lock = threading.Lock()
_counts = Counter()


def bump(name):
    with _lock:
        _counts[name] += 1


def snapshot():
    with _lock:
        return dict(_counts)
