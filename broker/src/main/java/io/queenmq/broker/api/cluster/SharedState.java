package io.queenmq.broker.api.cluster;

import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.service.PeerAnnouncer;
import io.queenmq.broker.service.PeerNotifications;
import io.queenmq.broker.store.Catalog;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntSupplier;

/**
 * This broker's part in the cluster (docs/http-api.md §4.10), in the shape of upstream's shared-state object. Upstream
 * syncs its instances over UDP; these brokers share only PostgreSQL: pushes are announced to the peers with
 * {@code NOTIFY} ({@link PeerAnnouncer}) and heard with {@code LISTEN} ({@link PeerNotifications}), and the
 * maintenance flags live in the database. So {@code transport} counts notifications, {@code server_health} counts
 * the peers' listening connections, and {@code queue_config_cache} is the {@link Catalog}'s queue-id cache. Read
 * from counters only, so it is cheap enough for {@code /health} and any thread.
 */
public final class SharedState {
    private final PeerAnnouncer announcer;
    private final PeerNotifications notifications;
    private final Catalog catalog;
    private final MaintenanceMode maintenance;
    private final IntSupplier port;
    private final String host = hostName();

    /** {@code port}: the bound HTTP port, read when asked (it is known once the server started). */
    public SharedState(PeerAnnouncer announcer, PeerNotifications notifications, Catalog catalog,
                       MaintenanceMode maintenance, IntSupplier port) {
        this.announcer = announcer;
        this.notifications = notifications;
        this.catalog = catalog;
        this.maintenance = maintenance;
        this.port = port;
    }

    /** The object of {@code GET /api/v1/system/shared-state} and of {@code shared_state} in {@code /health}. */
    public Map<String, Object> snapshot() {
        PeerNotifications.Stats heard = notifications.stats();
        PeerAnnouncer.Stats told = announcer.stats();
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("enabled", true);
        body.put("running", heard.listening());
        body.put("server_id", host + ":" + port.getAsInt());

        Map<String, Object> transport = new LinkedHashMap<>();
        transport.put("type", "postgres_listen_notify");
        transport.put("channel", PeerNotifications.CHANNEL);
        transport.put("listening", heard.listening());
        transport.put("listener_pid", heard.listenerPid());
        transport.put("peers_listening", told.peersListening());
        transport.put("notifications_sent", told.notificationsSent());
        transport.put("partitions_announced", told.partitionsAnnounced());
        transport.put("send_failures", told.failures());
        transport.put("notifications_received", heard.received());
        transport.put("partitions_received", heard.partitions());
        transport.put("own_notifications_skipped", heard.ownSkipped());
        transport.put("reconnects", heard.reconnects());
        body.put("transport", transport);

        Catalog.QueueCacheStats cache = catalog.queueCacheStats();
        long lookups = cache.hits() + cache.misses();
        Map<String, Object> queueCache = new LinkedHashMap<>();
        queueCache.put("size", cache.size());
        queueCache.put("hits", cache.hits());
        queueCache.put("misses", cache.misses());
        queueCache.put("hit_rate", lookups == 0 ? 0.0 : (double) cache.hits() / lookups);
        body.put("queue_config_cache", queueCache);

        Map<String, Object> health = new LinkedHashMap<>();
        health.put("servers_tracked", heard.peersSeen());
        health.put("servers_alive", heard.peersAlive());
        health.put("servers_dead", heard.peersSeen() - heard.peersAlive());
        health.put("heartbeats_received", heard.received());
        health.put("restarts_detected", heard.peerJoins());
        body.put("server_health", health);

        body.put("maintenance_mode", maintenance.pushMaintenance());
        body.put("pop_maintenance_mode", maintenance.popMaintenance());
        return body;
    }

    private static String hostName() {
        String env = System.getenv("HOSTNAME");
        if (env != null && !env.isBlank()) {
            return env;
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
