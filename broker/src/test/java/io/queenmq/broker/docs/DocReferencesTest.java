package io.queenmq.broker.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The contract the code follows lives in this repository (docs/semantics.md, docs/http-api.md, docs/decisions.md), and
 * code cites it in one form: {@code docs/semantics.md §7.5}, several sections of one file as {@code
 * docs/semantics.md §5.2, §7.11 and §8}, decisions as {@code docs/decisions.md §D7}. This scans the source trees, the
 * scripts and the Markdown files and fails when
 * <ul>
 *   <li>a {@code docs/<file>.md} names a file that does not exist, or a {@code §} after it a heading that file does
 *       not have;</li>
 *   <li>a {@code §} stands alone in code (in docs/*.md a lone {@code §n} is a section of the same file, and must
 *       exist there), except after an RFC number;</li>
 *   <li>a comment cites the specifications outside the repository ({@code semantics.md §}, {@code http-api §},
 *       {@code server-config}) or a decision as a bare {@code D1} … {@code D10}.</li>
 * </ul>
 */
@Timeout(30)
class DocReferencesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    /** Where code, scripts and documents live; build output and archived runs are not scanned. */
    private static final List<String> TREES = List.of("broker/src", "client/src", "cli/src", "hotpath/src",
            "bench-jmh/src", "bench-gatling/src", "scripts", "docs", ".ci");
    private static final List<String> ROOT_FILES = List.of("README.md", "CHANGELOG.md");

    /**
     * Applied schema migrations are history: their text stays as it was applied (a migration's file is what a
     * running database was built from), so the spec citations in their comments are left as they are.
     */
    private static final Set<String> EXEMPT = Set.of(
            "broker/src/main/resources/db/migration/V001__core_schema.sql",
            "broker/src/main/resources/db/migration/V002__traces.sql",
            "broker/src/main/resources/db/migration/V004__streams.sql",
            // This test names the forms it forbids.
            "broker/src/test/java/io/queenmq/broker/docs/DocReferencesTest.java");

    /** Where the decisions are defined, and so named bare. */
    private static final String DECISIONS = "docs/decisions.md";

    private static final String SECTION = "§(D?\\d+(?:\\.\\d+)*)";
    /** Space between the parts of a reference, which may break across comment lines. */
    private static final String GAP = "[\\s*/#]*";
    private static final Pattern REFERENCE = Pattern.compile(
            "(?<![\\w/.-])docs/([\\w-]+)\\.md((?:" + GAP + "(?:,|and|or|/|–|-|to)?" + GAP + SECTION + ")*)");
    private static final Pattern SECTION_TOKEN = Pattern.compile(SECTION);
    private static final Pattern RFC_SECTION = Pattern.compile("RFC \\d+ " + SECTION);
    private static final Pattern HEADING = Pattern.compile("^#+\\s+(D?\\d+(?:\\.\\d+)*)\\.?\\s", Pattern.MULTILINE);
    private static final Pattern OUTSIDE_SPEC = Pattern.compile(
            "(?<!docs/)\\b(?:semantics|http-api)(?:\\.md)?" + GAP + "§|\\bserver-config\\b");
    private static final Pattern BARE_DECISION = Pattern.compile("(?<![§\\w])D(?:10|[1-9])\\b(?![.\\w])");

    private final Map<String, Set<String>> headings = new HashMap<>();

    @Test
    void everyReferenceNamesAnExistingSectionInTheOneCitationForm() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path file : scannedFiles()) {
            String rel = ROOT.relativize(file).toString().replace('\\', '/');
            if (EXEMPT.contains(rel)) {
                continue;
            }
            String text;
            try {
                text = StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(Files.readAllBytes(file)))
                        .toString();
            } catch (CharacterCodingException binary) {
                continue;
            }
            check(rel, text, problems);
        }
        assertThat(problems).as("references to the docs (file:line: problem)").isEmpty();
    }

    @Test
    void theContractDocumentsHaveTheirSections() throws IOException {
        assertThat(headingsOf("semantics")).contains("2.1", "5.4", "7.5", "12.4", "13.4", "18");
        assertThat(headingsOf("http-api")).contains("1", "2.9", "3.4", "4.10", "5.3");
        assertThat(headingsOf("decisions")).contains("D1", "D5", "D10");
    }

    private void check(String rel, String text, List<String> problems) throws IOException {
        boolean[] covered = new boolean[text.length()];
        Matcher ref = REFERENCE.matcher(text);
        while (ref.find()) {
            String doc = ref.group(1);
            if (!Files.isRegularFile(ROOT.resolve("docs").resolve(doc + ".md"))) {
                problems.add(where(rel, text, ref.start()) + "docs/" + doc + ".md does not exist");
                continue;
            }
            Matcher section = SECTION_TOKEN.matcher(ref.group(2));
            while (section.find()) {
                if (!headingsOf(doc).contains(section.group(1))) {
                    problems.add(where(rel, text, ref.start()) + "docs/" + doc + ".md has no section §"
                            + section.group(1));
                }
            }
            for (int i = ref.start(); i < ref.end(); i++) {
                covered[i] = true;
            }
        }
        Matcher rfc = RFC_SECTION.matcher(text);
        while (rfc.find()) {
            for (int i = rfc.start(); i < rfc.end(); i++) {
                covered[i] = true;
            }
        }
        String ownDoc = rel.startsWith("docs/") && rel.endsWith(".md") && rel.indexOf('/', 5) < 0
                ? rel.substring(5, rel.length() - 3) : null;
        Matcher lone = SECTION_TOKEN.matcher(text);
        while (lone.find()) {
            if (covered[lone.start()]) {
                continue;
            }
            if (ownDoc == null) {
                problems.add(where(rel, text, lone.start()) + "§" + lone.group(1)
                        + " without its document: write docs/<file>.md §" + lone.group(1));
            } else if (!headingsOf(ownDoc).contains(lone.group(1))) {
                problems.add(where(rel, text, lone.start()) + "this document has no section §" + lone.group(1));
            }
        }
        Matcher outside = OUTSIDE_SPEC.matcher(text);
        while (outside.find()) {
            problems.add(where(rel, text, outside.start()) + "cites a specification outside the repository ('"
                    + outside.group() + "'): cite docs/semantics.md or docs/http-api.md");
        }
        if (!rel.equals(DECISIONS)) {
            Matcher decision = BARE_DECISION.matcher(text);
            while (decision.find()) {
                problems.add(where(rel, text, decision.start()) + "bare decision " + decision.group()
                        + ": write docs/decisions.md §" + decision.group());
            }
        }
    }

    private Set<String> headingsOf(String doc) throws IOException {
        Set<String> found = headings.get(doc);
        if (found == null) {
            found = new HashSet<>();
            Matcher m = HEADING.matcher(Files.readString(ROOT.resolve("docs").resolve(doc + ".md")));
            while (m.find()) {
                found.add(m.group(1));
            }
            headings.put(doc, found);
        }
        return found;
    }

    private static String where(String rel, String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return rel + ":" + line + ": ";
    }

    private static List<Path> scannedFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        for (String tree : TREES) {
            Path dir = ROOT.resolve(tree);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(dir)) {
                walk.filter(Files::isRegularFile)
                        .filter(p -> !ROOT.relativize(p).toString().contains("/target/"))
                        .filter(p -> !ROOT.relativize(p).toString().contains("__pycache__"))
                        .forEach(files::add);
            }
        }
        for (String name : ROOT_FILES) {
            Path file = ROOT.resolve(name);
            if (Files.isRegularFile(file)) {
                files.add(file);
            }
        }
        return files;
    }
}
