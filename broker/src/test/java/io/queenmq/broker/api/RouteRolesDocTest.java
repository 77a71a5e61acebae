package io.queenmq.broker.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** docs/route-roles.md is generated from the role table; this fails when someone forgot to regenerate it. */
@Timeout(10)
class RouteRolesDocTest {
    private static final Path REFERENCE = Path.of("..", "docs", "route-roles.md");

    @Test
    void theCommittedTableMatchesTheCode() throws IOException {
        assertThat(Files.readString(REFERENCE, StandardCharsets.UTF_8))
                .as("%s is stale; regenerate it from the repository root with: %s", REFERENCE,
                        RouteRoles.REGENERATE_COMMAND)
                .isEqualTo(RouteRoles.TABLE.markdown());
    }

    @Test
    void everyEntryIsListed() {
        String md = RouteRoles.TABLE.markdown();
        assertThat(md).contains("| POST | `/api/v1/push` | read-write |", "| GET | `/health` | public |",
                "| DELETE | `/api/v1/resources/queues/:queue` | admin |");
        assertThat(md.lines().filter(line -> line.startsWith("| GET") || line.startsWith("| POST")
                || line.startsWith("| DELETE"))).hasSize(RouteRoles.TABLE.entries().size());
    }
}
