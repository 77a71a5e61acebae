package io.queenmq.broker.api.dashboard;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * The dashboard's files, read from the classpath once at startup and kept in memory: the files listed in
 * {@code dashboard/manifest.txt} plus uPlot from its webjar. Only these names can ever be served, so a request
 * cannot reach any other file, whatever its path says.
 *
 * <p>Every asset URL in {@code index.html} carries {@code ?v=<hash of all assets>} (its {@code {{v}}} placeholder,
 * and an import map for the modules' own imports), so browsers may cache assets for a year and still load a new
 * version the moment the broker is upgraded. Immutable after construction; safe to share between event loops.
 */
final class DashboardAssets {
    private static final String ROOT = "dashboard/";
    /** uPlot's webjar names its version here; the files live under a folder of that version. */
    private static final String UPLOT_POM = "META-INF/maven/org.webjars.npm/uplot/pom.properties";
    private static final List<String> UPLOT_FILES = List.of("uPlot.iife.min.js", "uPlot.min.css");
    /** Flat names only: no slash, no leading dot, so no name can mean a directory. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]*");
    private static final Map<String, String> CONTENT_TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png");

    /** One file: its bytes (never modified after loading) and its Content-Type. */
    record Asset(byte[] bytes, String contentType) {
    }

    private final Map<String, Asset> assets;
    private final byte[] indexHtml;
    private final String contentSecurityPolicy;

    private DashboardAssets(Map<String, Asset> assets, byte[] indexHtml, String contentSecurityPolicy) {
        this.assets = assets;
        this.indexHtml = indexHtml;
        this.contentSecurityPolicy = contentSecurityPolicy;
    }

    /**
     * Loads the manifest's files and uPlot.
     *
     * @throws IllegalStateException when a listed file is missing or has a name or type the dashboard cannot serve
     */
    static DashboardAssets load() {
        ClassLoader loader = DashboardAssets.class.getClassLoader();
        Map<String, Asset> assets = new LinkedHashMap<>();
        String manifest = new String(read(loader, ROOT + "manifest.txt"), StandardCharsets.UTF_8);
        for (String line : manifest.split("\n")) {
            String name = line.strip();
            if (!name.isEmpty() && !name.startsWith("#")) {
                assets.put(name, asset(name, read(loader, ROOT + name)));
            }
        }
        String uplot = "META-INF/resources/webjars/uplot/" + webjarVersion(loader) + "/dist/";
        for (String name : UPLOT_FILES) {
            assets.put(name, asset(name, read(loader, uplot + name)));
        }
        String version = version(assets);
        String importMap = importMap(assets, version);
        String index = new String(read(loader, ROOT + "index.html"), StandardCharsets.UTF_8)
                .replace("{{importmap}}", importMap)
                .replace("{{v}}", version);
        // Scripts only from the broker, plus the one inline script (the import map) by its hash: an injected
        // script would not run even if some text ever reached the page as HTML.
        String policy = "default-src 'self'; script-src 'self' 'sha256-"
                + Base64.getEncoder().encodeToString(sha256(importMap.getBytes(StandardCharsets.UTF_8)))
                + "'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none';"
                + " frame-ancestors 'none'";
        return new DashboardAssets(Map.copyOf(assets), index.getBytes(StandardCharsets.UTF_8), policy);
    }

    /** The asset called {@code name}, or null when there is none. */
    Asset find(String name) {
        return name == null ? null : assets.get(name);
    }

    /** The page itself, with versioned asset URLs. */
    byte[] indexHtml() {
        return indexHtml;
    }

    /** The page's Content-Security-Policy header. */
    String contentSecurityPolicy() {
        return contentSecurityPolicy;
    }

    private static Asset asset(String name, byte[] bytes) {
        if (!NAME.matcher(name).matches()) {
            throw new IllegalStateException("Dashboard asset name must be flat [A-Za-z0-9._-]: '" + name + "'");
        }
        String type = CONTENT_TYPES.get(name.substring(name.lastIndexOf('.') + 1));
        if (type == null) {
            throw new IllegalStateException("Dashboard asset of unknown type: " + name + " (known: "
                    + CONTENT_TYPES.keySet() + ")");
        }
        return new Asset(bytes, type);
    }

    /** Maps each module's plain URL to its versioned one, so imports between modules are versioned too. */
    private static String importMap(Map<String, Asset> assets, String version) {
        StringBuilder imports = new StringBuilder();
        for (String name : assets.keySet()) {
            if (name.endsWith(".js")) {
                imports.append(imports.length() == 0 ? "" : ",")
                        .append("\"/assets/").append(name).append("\":\"/assets/").append(name)
                        .append("?v=").append(version).append('"');
            }
        }
        return "{\"imports\":{" + imports + "}}";
    }

    private static String version(Map<String, Asset> assets) {
        MessageDigest digest = sha256();
        assets.forEach((name, asset) -> {
            digest.update(name.getBytes(StandardCharsets.UTF_8));
            digest.update(asset.bytes());
        });
        return HexFormat.of().formatHex(digest.digest(), 0, 6);
    }

    private static byte[] sha256(byte[] bytes) {
        return sha256().digest(bytes);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private static String webjarVersion(ClassLoader loader) {
        Properties pom = new Properties();
        try {
            pom.load(new ByteArrayInputStream(read(loader, UPLOT_POM)));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + UPLOT_POM, e);
        }
        String version = pom.getProperty("version");
        if (version == null || !NAME.matcher(version).matches()) {
            throw new IllegalStateException("No usable version in " + UPLOT_POM + ": " + version);
        }
        return version;
    }

    private static byte[] read(ClassLoader loader, String resource) {
        try (InputStream in = loader.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Dashboard file missing from the classpath: " + resource);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read dashboard file " + resource, e);
        }
    }
}
