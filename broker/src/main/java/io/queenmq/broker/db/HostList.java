package io.queenmq.broker.db;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The PostgreSQL servers of {@code PG_HOST} (or {@code PG_LISTEN_HOST}): comma-separated {@code host[:port]} entries,
 * an IPv6 address in brackets ({@code [::1]:5432}); an entry without a port takes the default port. Several entries
 * are a primary and its replicas, in the order pgjdbc tries them.
 */
public record HostList(List<Endpoint> endpoints) {
    /** A host name or IPv4 address, or a bracketed IPv6 address, then an optional port. */
    private static final Pattern ENTRY = Pattern.compile("(\\[[0-9A-Fa-f:.]+]|[A-Za-z0-9._-]+)(?::([0-9]{1,5}))?");

    /** One server; {@link #toString} is the {@code host:port} form pgjdbc's URL and the logs use. */
    public record Endpoint(String host, int port) {
        @Override
        public String toString() {
            return host + ":" + port;
        }
    }

    public HostList {
        endpoints = List.copyOf(endpoints);
    }

    /** @throws IllegalArgumentException naming the entry that is not {@code host[:port]} */
    public static HostList parse(String raw, int defaultPort) {
        List<Endpoint> endpoints = new ArrayList<>();
        for (String entry : raw.split(",", -1)) {
            Matcher m = ENTRY.matcher(entry.trim());
            if (!m.matches()) {
                throw new IllegalArgumentException("\"" + entry + "\" is not host[:port]");
            }
            int port = defaultPort;
            if (m.group(2) != null) {
                port = Integer.parseInt(m.group(2));
                if (port < 1 || port > 65_535) {
                    throw new IllegalArgumentException("\"" + entry + "\": port out of 1..65535");
                }
            }
            endpoints.add(new Endpoint(m.group(1), port));
        }
        return new HostList(endpoints);
    }

    /** The URL's authority part: {@code host1:port1,host2:port2}. */
    @Override
    public String toString() {
        return String.join(",", endpoints.stream().map(Endpoint::toString).toList());
    }
}
