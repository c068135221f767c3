"""Counts every request by "METHOD /path" (preflights too), and each `?page=N` read, for the test-only stats."""
from . import stats


def count_requests(get_response):
    def middleware(request):
        if not request.path.startswith("/test/"):
            stats.bump(f"request:{request.method} {request.path}")
            page = request.GET.get("page")
            if page is not None:
                stats.bump(f"page:{request.method} {request.path}?page={page}")
        return get_response(request)

    return middleware
