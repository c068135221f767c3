"""The routes: the API under /api/ (contract/paths.ts), the media files, the test stats."""
from django.conf import settings
from django.urls import include, path, re_path
from django.views.static import serve

from vets.views import auth, orders, profile, wallet
from vets.views.test_stats import test_stats

api = [
    path("login/", auth.LoginView.as_view()),
    path("register/", auth.RegisterView.as_view()),
    path("token/refresh/", auth.CountedTokenRefreshView.as_view()),
    # GET /profile has no trailing slash in the spec, PATCH /profile/ has one: both answer both.
    path("profile", profile.ProfileView.as_view()),
    path("profile/", profile.ProfileView.as_view()),
    path("vets/application/", profile.ApplicationView.as_view()),
    path("dashboard/reapply/<int:pk>/", profile.ReapplyView.as_view()),
    path("dashboard/assigned-orders/", orders.AssignedOrdersView.as_view()),
    path("dashboard/get-completed-orders/", orders.CompletedOrdersView.as_view()),
    path("dashboard/set-appointment/<int:order_id>/", orders.SetAppointmentView.as_view()),
    path("dashboard/cancel-order/<int:order_id>/", orders.CancelOrderView.as_view()),
    path("dashboard/send-inspection-report/<int:order_id>/", orders.SendReportView.as_view()),
    path(
        "dashboard/update-inspection-report/<int:order_id>/", orders.UpdateReportView.as_view()
    ),
    path("wallet/wallet-balance/", wallet.WalletBalanceView.as_view()),
    path("wallet/transaction-history/", wallet.TransactionHistoryView.as_view()),
    path("wallet/withdraw/", wallet.WithdrawView.as_view()),
    path("wallet/load-wallet/", wallet.LoadWalletView.as_view()),
]

urlpatterns = [
    path("api/", include(api)),
    path("test/stats/", test_stats),
    re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT}),
]
