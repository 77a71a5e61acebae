package io.queenmq.broker.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HostListTest {
    @Test
    void entriesTakeTheDefaultPortUnlessTheyNameTheirOwn() {
        HostList hosts = HostList.parse("db1, db2:5433,10.0.0.7:6000,[::1]:5434,[fe80::2]", 5432);

        assertThat(hosts.endpoints()).containsExactly(new HostList.Endpoint("db1", 5432),
                new HostList.Endpoint("db2", 5433), new HostList.Endpoint("10.0.0.7", 6000),
                new HostList.Endpoint("[::1]", 5434), new HostList.Endpoint("[fe80::2]", 5432));
        assertThat(hosts).hasToString("db1:5432,db2:5433,10.0.0.7:6000,[::1]:5434,[fe80::2]:5432");
    }

    @Test
    void malformedEntriesAreNamed() {
        assertThatThrownBy(() -> HostList.parse("db1,,db2", 5432)).hasMessageContaining("\"\" is not host[:port]");
        assertThatThrownBy(() -> HostList.parse("db1:abc", 5432)).hasMessageContaining("\"db1:abc\"");
        assertThatThrownBy(() -> HostList.parse("db1:70000", 5432)).hasMessageContaining("port out of 1..65535");
        assertThatThrownBy(() -> HostList.parse("db1:0", 5432)).hasMessageContaining("port out of 1..65535");
        assertThatThrownBy(() -> HostList.parse("db 1", 5432)).hasMessageContaining("\"db 1\"");
        assertThatThrownBy(() -> HostList.parse("::1", 5432)).hasMessageContaining("\"::1\"");
        assertThatThrownBy(() -> HostList.parse("db1/x", 5432)).hasMessageContaining("\"db1/x\"");
    }
}
