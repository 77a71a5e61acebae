package io.queenmq.broker.api.dashboard;

import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.http.HttpExchange;
import io.queenmq.broker.http.Router;
import java.util.Map;

/**
 * The dashboard (docs/http-api.md §4.12): {@code GET /} is the page, {@code GET /assets/:file} its scripts, styles and
 * uPlot. Both answer from memory on the event loop; the page reads everything else from the JSON API.
 */
public final class DashboardFeature implements Feature {
    /** Asset URLs carry a version (see {@link DashboardAssets}), so a cached copy never goes stale. */
    private static final Map<String, String> ASSET_HEADERS = Map.of(
            "Cache-Control", "public, max-age=31536000, immutable",
            "X-Content-Type-Options", "nosniff");

    private final DashboardAssets assets = DashboardAssets.load();

    @Override
    public void register(Router router) {
        // The page is tiny and names the current asset version, so browsers must always ask for it afresh.
        Map<String, String> pageHeaders = Map.of(
                "Cache-Control", "no-cache, no-store, must-revalidate",
                "Content-Security-Policy", assets.contentSecurityPolicy(),
                "X-Content-Type-Options", "nosniff");
        router.add("GET", "/", exchange -> exchange.respondBytes(200, "text/html; charset=utf-8",
                        assets.indexHtml(), pageHeaders))
                .add("GET", "/assets/:file", exchange -> serveAsset(assets, exchange));
    }

    private static void serveAsset(DashboardAssets assets, HttpExchange exchange) {
        DashboardAssets.Asset asset = assets.find(exchange.pathParam("file"));
        if (asset == null) {
            exchange.respondError(404, "Not Found");
        } else {
            exchange.respondBytes(200, asset.contentType(), asset.bytes(), ASSET_HEADERS);
        }
    }
}
