package io.queenmq.broker.api.dashboard;

import static org.assertj.core.api.Assertions.assertThat;

import io.queenmq.broker.api.RouteRoles;
import io.queenmq.broker.http.HttpServer;
import io.queenmq.broker.http.HttpServerSettings;
import io.queenmq.broker.http.Router;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The dashboard's two routes over a real socket, without a database: what they serve and what they refuse. */
@Timeout(20)
class DashboardFeatureTest {
    private static HttpServer server;

    @BeforeAll
    static void start() throws InterruptedException {
        Router router = new Router(RouteRoles.TABLE);
        new DashboardFeature().register(router);
        server = new HttpServer(new HttpServerSettings("127.0.0.1", 0, 1, 1024, 8192, 4096), router);
        server.start();
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void thePageIsNeverCachedAndNamesVersionedAssets() throws IOException {
        String response = get("/");

        assertThat(response).startsWith("HTTP/1.1 200")
                .containsIgnoringCase("content-type: text/html; charset=utf-8")
                .containsIgnoringCase("cache-control: no-cache, no-store, must-revalidate")
                .containsIgnoringCase("content-security-policy: default-src 'self'; script-src 'self' 'sha256-")
                .doesNotContain("{{v}}").doesNotContain("{{importmap}}");
        Matcher version = Pattern.compile("/assets/app\\.js\\?v=([0-9a-f]{12})\"").matcher(response);
        assertThat(version.find()).as("versioned app.js in %s", response).isTrue();
        assertThat(response).contains("\"/assets/dom.js\":\"/assets/dom.js?v=" + version.group(1) + "\"");
    }

    @Test
    void everyAssetHasItsTypeAndALongCache() throws IOException {
        record Expected(String name, String contentType) {}
        for (Expected expected : List.of(
                new Expected("app.js", "text/javascript; charset=utf-8"),
                new Expected("page-overview.js", "text/javascript; charset=utf-8"),
                new Expected("app.css", "text/css; charset=utf-8"),
                new Expected("uPlot.iife.min.js", "text/javascript; charset=utf-8"),
                new Expected("uPlot.min.css", "text/css; charset=utf-8"))) {
            String response = get("/assets/" + expected.name() + "?v=anything");

            assertThat(response).as(expected.name()).startsWith("HTTP/1.1 200")
                    .containsIgnoringCase("content-type: " + expected.contentType())
                    .containsIgnoringCase("cache-control: public, max-age=31536000, immutable");
        }
    }

    @Test
    void nothingOutsideTheAssetListIsReachable() throws IOException {
        for (String path : List.of("/assets/manifest.txt", "/assets/index.html", "/assets/nope.js",
                "/assets/..%2fmanifest.txt", "/assets/%2e%2e", "/assets/..", "/assets/../dashboard/app.js",
                "/assets/%2e%2e%2f%2e%2e%2fpom.xml", "/assets/dashboard%2fapp.js", "/assets/app.js/",
                "/assets/", "/assets/%2fetc%2fpasswd", "/index.html", "/dashboard/app.js",
                "/assets/META-INF%2fresources%2fwebjars%2fuplot%2f1.6.30%2fdist%2fuPlot.min.css")) {
            String response = get(path);

            assertThat(response).as(path).startsWith("HTTP/1.1 404").contains("{\"error\":\"Not Found\"}");
        }
    }

    /** A raw request, so that no client library normalises the path first. */
    private static String get(String path) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", server.port())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + path + " HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
