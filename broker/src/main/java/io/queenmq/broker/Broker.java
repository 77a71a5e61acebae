package io.queenmq.broker;

import io.netty.handler.ssl.SslContext;
import io.opentelemetry.api.OpenTelemetry;
import io.queenmq.broker.api.RouteRoles;
import io.queenmq.broker.api.admin.AdminFeature;
import io.queenmq.broker.api.cluster.ClusterFeature;
import io.queenmq.broker.api.core.CoreFeature;
import io.queenmq.broker.api.dashboard.DashboardFeature;
import io.queenmq.broker.api.groups.GroupsFeature;
import io.queenmq.broker.api.metrics.MetricsFeature;
import io.queenmq.broker.api.status.StatusFeature;
import io.queenmq.broker.api.streams.StreamsFeature;
import io.queenmq.broker.auth.AuthFeature;
import io.queenmq.broker.config.BrokerConfig;
import io.queenmq.broker.config.Settings;
import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Foundation;
import io.queenmq.broker.feature.Lifecycle;
import io.queenmq.broker.http.HttpServer;
import io.queenmq.broker.http.HttpServerSettings;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.http.ServerTls;
import io.queenmq.broker.tracing.TracingFeature;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A running broker: its features over a shared {@link Foundation}, then the HTTP server; stopped in reverse order
 * (docs/design.md, "Features").
 */
public final class Broker implements AutoCloseable {
    private static final Logger log = LoggerFactory.getLogger(Broker.class);

    private final Lifecycle lifecycle = new Lifecycle();
    private HttpServer http;
    private Router routes;

    private Broker() {}

    public static Broker start(BrokerConfig config) throws Exception {
        return start(config, null);
    }

    /**
     * A broker whose spans go to {@code tracing} instead of the exporter its configuration names (tests, embedding);
     * null for the configuration's.
     */
    public static Broker start(BrokerConfig config, OpenTelemetry tracing) throws Exception {
        Broker broker = new Broker();
        try {
            broker.startAll(config, tracing);
            return broker;
        } catch (Exception | Error e) {
            broker.close();
            throw e;
        }
    }

    private void startAll(BrokerConfig config, OpenTelemetry telemetry) throws Exception {
        // First: a bad key or certificate refuses to start before anything else is started.
        AuthFeature auth = new AuthFeature(config, lifecycle);
        SslContext tls = ServerTls.fromConfig(config);
        log.info("TLS: {}", ServerTls.describe(config, tls));

        // Before the foundation: its store lanes record the batch spans, and the exporter closes after them.
        TracingFeature tracing = new TracingFeature(config, lifecycle, telemetry);
        Foundation base = Foundation.start(config, lifecycle, tracing.batchSpans());
        ClusterFeature cluster = new ClusterFeature(base, this::port);
        // Built, and so started, in this order; their routes are registered in it too.
        List<Feature> features = List.of(
                auth,
                tracing,
                cluster,
                new CoreFeature(base, cluster::snapshot),
                new AdminFeature(base),
                new GroupsFeature(base),
                new MetricsFeature(base),
                new StatusFeature(base),
                new DashboardFeature(),
                new StreamsFeature(base));
        routes = new Router(RouteRoles.TABLE);
        features.forEach(feature -> feature.register(routes));

        http = lifecycle.own(new HttpServer(HttpServerSettings.from(config), routes, tls));
        http.start();
        features.forEach(feature -> feature.listening(http.port()));
        log.info("Queen broker listening on {}://{}:{}", tls == null ? "http" : "https", config.get(Settings.HOST), http.port());
    }

    /** Every route the broker serves, with its minimum role. */
    public List<Router.RouteInfo> routes() {
        return routes.routes();
    }

    /** The bound HTTP port (useful with PORT=0). */
    public int port() {
        return http.port();
    }

    @Override
    public void close() {
        // Shutdown order: refuse new connections; answer parked pops (204); drain the store lanes while open
        // connections can still receive their answers (new requests on them get 503); then everything else in
        // reverse start order, the HTTP server writing what is left before it closes the connections.
        if (http != null) {
            http.stopAccepting();
        }
        lifecycle.close();
    }
}
