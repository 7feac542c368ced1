package org.mwbench.console.web.http;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The page's files, all from the jar: the console's own ({@code /static/...}) and WebJars'
 * ({@code /webjars/NAME/...}, without the version: it is read from the WebJar's own
 * {@code pom.properties}, so it is written in the pom only). Nothing comes from a network.
 */
public final class StaticAssets {
    static final String OWN_ROOT = "org/mwbench/console/web/static/";
    private static final String WEBJAR_ROOT = "META-INF/resources/webjars/";
    private static final Pattern SAFE_PATH = Pattern.compile("([A-Za-z0-9_-][A-Za-z0-9._-]*/)*[A-Za-z0-9_-][A-Za-z0-9._-]*");
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "mjs", "text/javascript; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "svg", "image/svg+xml",
            "png", "image/png",
            "json", "application/json; charset=utf-8");

    private final ClassLoader loader = StaticAssets.class.getClassLoader();
    private final Map<String, String> webJarVersions = new ConcurrentHashMap<>();

    /** {@code /static/PATH}. */
    public void serveOwn(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "GET", "HEAD");
        String path = exchange.getRequestURI().getPath().substring("/static/".length());
        serve(exchange, OWN_ROOT + safe(path), path);
    }

    /** One of the console's own files by name, as {@code /} serves {@code index.html}. */
    public void serveOwn(HttpExchange exchange, String name) throws IOException, ApiException {
        Http.requireMethod(exchange, "GET", "HEAD");
        serve(exchange, OWN_ROOT + name, name);
    }

    /** {@code /webjars/NAME/PATH} from the WebJar {@code org.webjars.npm:NAME}. */
    public void serveWebJar(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "GET", "HEAD");
        String rest = exchange.getRequestURI().getPath().substring("/webjars/".length());
        int slash = rest.indexOf('/');
        if (slash <= 0) {
            throw ApiException.notFound("no such file: " + exchange.getRequestURI().getPath());
        }
        String name = safe(rest.substring(0, slash));
        String version = webJarVersion(name);
        serve(exchange, WEBJAR_ROOT + name + "/" + version + "/" + safe(rest.substring(slash + 1)), rest);
    }

    private String webJarVersion(String name) throws ApiException {
        String version = webJarVersions.computeIfAbsent(name, this::readWebJarVersion);
        if (version.isEmpty()) {
            webJarVersions.remove(name);
            throw ApiException.notFound("no WebJar '" + name + "' in the console's jar");
        }
        return version;
    }

    private String readWebJarVersion(String name) {
        try (InputStream in = loader.getResourceAsStream("META-INF/maven/org.webjars.npm/" + name + "/pom.properties")) {
            if (in == null) {
                return "";
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version", "");
        } catch (IOException e) {
            return "";
        }
    }

    private void serve(HttpExchange exchange, String resource, String shownAs) throws IOException, ApiException {
        InputStream in = loader.getResourceAsStream(resource);
        if (in == null) {
            throw ApiException.notFound("no such file: " + shownAs);
        }
        try (in) {
            byte[] content = in.readAllBytes();
            exchange.getResponseHeaders().set("Cache-Control", "no-cache");
            if (resource.endsWith(".html")) {
                exchange.getResponseHeaders().set("Content-Security-Policy", Http.PAGE_POLICY);
            }
            Http.send(exchange, 200, typeOf(resource), content);
        }
    }

    public static String typeOf(String name) {
        int dot = name.lastIndexOf('.');
        String extension = dot < 0 ? "" : name.substring(dot + 1).toLowerCase(java.util.Locale.ROOT);
        return TYPES.getOrDefault(extension, "application/octet-stream");
    }

    private static String safe(String path) throws ApiException {
        if (!SAFE_PATH.matcher(path).matches()) {
            throw ApiException.notFound("no such file: " + path);
        }
        return path;
    }
}
