package io.queenmq.broker.api.groups;

import io.queenmq.broker.api.BlockingWork;
import io.queenmq.broker.feature.Feature;
import io.queenmq.broker.feature.Foundation;
import io.queenmq.broker.http.Router;
import io.queenmq.broker.store.admin.ConsumerGroupStore;

/** Consumer-group management and views (docs/http-api.md §3.9, §4.8), on the general pool. */
public final class GroupsFeature implements Feature {
    private final ConsumerGroupStore groups;
    private final BlockingWork blocking;

    public GroupsFeature(Foundation base) {
        // A seek or a subscription change can make messages available to parked pops.
        groups = new ConsumerGroupStore(base.general(), base.longPolls());
        blocking = new BlockingWork(base.blocking());
    }

    @Override
    public void register(Router router) {
        router
                .add("GET", "/api/v1/consumer-groups", new ConsumerGroupListRoute(groups, blocking))
                .add("GET", "/api/v1/consumer-groups/lagging", new LaggingConsumersRoute(groups, blocking))
                .add("GET", "/api/v1/consumer-groups/:group", new ConsumerGroupRoute(groups, blocking))
                .add("DELETE", "/api/v1/consumer-groups/:group", new ConsumerGroupDeleteRoute(groups, blocking))
                .add("DELETE", "/api/v1/consumer-groups/:group/queues/:queue",
                        new ConsumerGroupDeleteRoute(groups, blocking))
                .add("POST", "/api/v1/consumer-groups/:group/queues/:queue/seek", new SeekRoute(groups, blocking))
                .add("POST", "/api/v1/consumer-groups/:group/queues/:queue/partitions/:partition/seek",
                        new SeekRoute(groups, blocking))
                .add("POST", "/api/v1/consumer-groups/:group/subscription", new SubscriptionRoute(groups, blocking));
    }
}
