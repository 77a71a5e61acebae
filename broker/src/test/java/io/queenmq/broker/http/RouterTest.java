package io.queenmq.broker.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.queenmq.broker.http.Role;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(10)
class RouterTest {
    private final RouteHandler pop = exchange -> { };
    private final RouteHandler popPartition = exchange -> { };
    private final RouteHandler lagging = exchange -> { };
    private final RouteHandler group = exchange -> { };
    private final RouteHandler deleteGroup = exchange -> { };

    private final Router router = new Router()
            .add("GET", "/api/v1/pop/queue/:queue", pop)
            .add("GET", "/api/v1/pop/queue/:queue/partition/:partition", popPartition)
            .add("GET", "/api/v1/consumer-groups/lagging", lagging)
            .add("GET", "/api/v1/consumer-groups/:group", group)
            .add("DELETE", "/api/v1/consumer-groups/:group", deleteGroup);

    @Test
    void bindsParametersByName() {
        Router.Match match = router.find("GET", "/api/v1/pop/queue/orders/partition/p-1");

        assertThat(match.handler()).isSameAs(popPartition);
        assertThat(match.params()).containsEntry("queue", "orders").containsEntry("partition", "p-1");
    }

    @Test
    void aLiteralSegmentWinsOverAParameter() {
        assertThat(router.find("GET", "/api/v1/consumer-groups/lagging").handler()).isSameAs(lagging);
        assertThat(router.find("GET", "/api/v1/consumer-groups/billing").handler()).isSameAs(group);
    }

    @Test
    void aParameterStillMatchesWhenTheLiteralHasNoRouteForTheMethod() {
        Router.Match match = router.find("DELETE", "/api/v1/consumer-groups/lagging");

        assertThat(match.handler()).isSameAs(deleteGroup);
        assertThat(match.params()).containsEntry("group", "lagging");
    }

    @Test
    void parametersArePercentDecodedButPlusStaysPlus() {
        Router.Match match = router.find("GET", "/api/v1/consumer-groups/a%20b%2Fc+d%C3%A9");

        assertThat(match.params()).containsEntry("group", "a b/c+dé");
    }

    @Test
    void aMalformedEscapeIsABadRequest() {
        assertThatThrownBy(() -> router.find("GET", "/api/v1/consumer-groups/bad%zz"))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.status()).isEqualTo(400));
    }

    @Test
    void unmatchedPathsMethodsTrailingSlashesAndEmptySegmentsFindNothing() {
        assertThat(router.find("GET", "/api/v1/unknown")).isNull();
        assertThat(router.find("POST", "/api/v1/pop/queue/orders")).isNull();
        assertThat(router.find("GET", "/api/v1/pop/queue/orders/")).isNull();
        assertThat(router.find("GET", "/api/v1/pop/queue//partition/p")).isNull();
        assertThat(router.find("GET", "/API/v1/pop/queue/orders")).isNull();
        assertThat(router.find("GET", "*")).isNull();
    }

    @Test
    void theRootPathIsARouteOfItsOwn() {
        RouteHandler root = exchange -> { };
        Router withRoot = new Router().add("GET", "/", root);

        assertThat(withRoot.find("GET", "/").handler()).isSameAs(root);
        assertThat(withRoot.find("GET", "/x")).isNull();
    }

    @Test
    void registrationMistakesFailFast() {
        assertThatThrownBy(() -> router.add("GET", "/api/v1/consumer-groups/:other", group))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("Duplicate route: GET /api/v1/consumer-groups/:other");
        assertThatThrownBy(() -> new Router().add("GET", "health", group))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Router().add("GET", "/a/:", group))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aRouteTheRoleTableDoesNotNameIsRefused() {
        Router guarded = new Router((method, pattern) ->
                (method + " " + pattern).equals("GET /known") ? Role.READ_ONLY : null)
                .add("GET", "/known", group);
        assertThat(guarded.routes()).containsExactly(new Router.RouteInfo("GET", "/known", Role.READ_ONLY));
        assertThat(guarded.find("GET", "/known").role()).isEqualTo(Role.READ_ONLY);
        assertThatThrownBy(() -> guarded.add("POST", "/known", group))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("POST /known has no minimum role");
    }
}
