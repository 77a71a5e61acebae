package io.queenmq.client.admin;

/** The broker's JSON metrics summary (the Prometheus exposition has the full set). */
public record Metrics(double uptime, Counter requests, Counter messages, Database database, Memory memory, Cpu cpu) {

    /** A total and its rate per second over the uptime. */
    public record Counter(long total, double rate) {}

    /** The database connection pool. */
    public record Database(int poolSize, int idleConnections, int waitingRequests) {}

    /** Process memory in bytes. */
    public record Memory(long rss, long heapTotal, long heapUsed) {}

    /** CPU time used, in microseconds. */
    public record Cpu(long user, long system) {}
}
