package io.queenmq.broker.metrics;

import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.Tags;
import io.queenmq.broker.db.PrimaryWatch;
import io.queenmq.broker.service.LongPollRegistry;
import io.queenmq.broker.service.MaintenanceMode;
import io.queenmq.broker.spool.Spool;
import io.queenmq.broker.store.core.AckRequest;
import io.queenmq.broker.store.core.AckStore;
import io.queenmq.broker.store.Lanes;
import io.queenmq.broker.store.core.PopRequest;
import io.queenmq.broker.store.core.PopStore;
import io.queenmq.broker.store.core.PushRequest;
import io.queenmq.broker.store.core.TransactionRequest;
import java.util.Map;

/** Binds the broker's parts to its metrics: the one place a new part's meters are added. */
public final class MetricsWiring {
    /** How often the lanes' batch-size and drain-time quantiles are refreshed. */
    static final int SAMPLE_SECONDS = 10;

    private MetricsWiring() {}

    /** The parts whose state the metrics read. */
    public record Parts(Lanes<PushRequest> push, Lanes<PopRequest> pop, PopStore popStore, Lanes<AckRequest> ack,
                        AckStore ackStore,
                        Lanes<TransactionRequest> transactions, HikariDataSource generalPool,
                        HikariDataSource storePool, LongPollRegistry longPolls, MaintenanceMode maintenance,
                        Spool spool, PrimaryWatch primary) {}

    public static BrokerMetrics bind(Parts parts) {
        BrokerMetrics metrics = new BrokerMetrics(SAMPLE_SECONDS);
        metrics.lanes("push", parts.push());
        metrics.lanes("pop", parts.pop());
        metrics.lanes("ack", parts.ack());
        metrics.lanes("transaction", parts.transactions());
        metrics.counter("queen.pop.messages", "Messages delivered by pops", parts.popStore(),
                PopStore::deliveredMessages);
        metrics.counter("queen.pop.empty", "Pop attempts that delivered nothing, long-poll re-checks included",
                parts.popStore(), PopStore::emptyAttempts);
        metrics.counter("queen.ack.succeeded", "Ack items applied", parts.ackStore(), AckStore::succeededItems);
        metrics.counter("queen.ack.refused", "Ack items answered success:false", parts.ackStore(),
                AckStore::refusedItems);
        metrics.counter("queen.ack.dead.lettered", "Messages moved to the dead-letter queue by acks", parts.ackStore(),
                AckStore::deadLettered);
        metrics.pool("general", parts.generalPool());
        metrics.pool("store", parts.storePool());
        metrics.gauge("queen.long.polls.parked", "Long-poll pops waiting for messages on this broker",
                () -> parts.longPolls().parked());
        metrics.flag("queen.maintenance.mode.enabled", "Push maintenance: pushes go to the file buffer",
                parts.maintenance()::pushMaintenance);
        metrics.flag("queen.maintenance.pop.enabled", "Pop maintenance: pops answer empty",
                parts.maintenance()::popMaintenance);
        metrics.gauge("queen.file.buffer.pending", "Pushes in the file buffer waiting for the database",
                () -> parts.spool().pendingRecords());
        metrics.gauge("queen.file.buffer.failed", "Pushes of the file buffer set aside after failing to replay",
                () -> parts.spool().quarantinedRecords());
        metrics.flag("queen.file.buffer.db.healthy", "Whether the database answers",
                parts.maintenance()::databaseReachable);
        LabeledGauges primaryHost = metrics.labeledGauges("queen.db.primary.info",
                "1 for the PG_HOST entry (host) and server the broker writes to; no series while no primary answers");
        parts.primary().onChange(primary -> primaryHost.set(primary.host() == null ? Map.of()
                : Map.of(Tags.of("host", primary.host(), "server", primary.server()), 1.0)));
        metrics.counter("queen.db.primary.changes", "Changes of primary (failovers, switchovers) seen since start",
                parts.primary(), watch -> watch.current().changes());
        metrics.gauge("queen.db.primary.since.seconds", "Unix time of the last change of primary or of its loss",
                () -> parts.primary().current().since().toEpochMilli() / 1000.0);
        return metrics;
    }
}
