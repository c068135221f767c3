"""GET /test/stats/ (tests only): reports per order, report sends, refreshes, requests by path, page reads."""
from django.db.models import Count
from rest_framework.decorators import (
    api_view,
    authentication_classes,
    permission_classes,
    throttle_classes,
)
from rest_framework.permissions import AllowAny
from rest_framework.response import Response

from .. import stats
from ..models import ReportSend

REQUEST_PREFIX = "request:"
PAGE_PREFIX = "page:"


@api_view(["GET"])
@authentication_classes([])
@permission_classes([AllowAny])
@throttle_classes([])
def test_stats(request):
    counts = stats.snapshot()
    per_order = ReportSend.objects.values("order_id").annotate(sends=Count("id"))
    return Response(
        {
            "reports_per_order": {str(row["order_id"]): row["sends"] for row in per_order},
            "report_posts": counts.get("report_posts", 0),
            "refreshes": counts.get("refreshes", 0),
            "refused_refreshes": counts.get("refused_refreshes", 0),
            "requests": {
                name[len(REQUEST_PREFIX):]: count
                for name, count in counts.items()
                if name.startswith(REQUEST_PREFIX)
            },
            "pages": {
                name[len(PAGE_PREFIX):]: count
                for name, count in counts.items()
                if name.startswith(PAGE_PREFIX)
            },
        }
    )
