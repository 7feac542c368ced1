package org.mwbench.deploy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.mwbench.console.plans.MiddlewareCatalog;
import org.mwbench.contract.middleware.MiddlewareClient;
import org.mwbench.injectors.middleware.InstalledMiddleware;

/**
 * {@code docs/middleware-rows.md}: every row the installed middleware make, one client calling
 * one server, with what each declares ({@link MiddlewareCatalog}) and what its module's README
 * says it is (the text after the module name in its title). Generated, so that a new middleware
 * is listed without an edit of any prose: its plugin's README says what it is, once.
 */
final class MiddlewareRowsPage {
    static final String FILE = "middleware-rows.md";

    private MiddlewareRowsPage() {
    }

    /** The page for the middleware installed here, reading the module READMEs under {@code root}. */
    static String render(MiddlewareCatalog catalog, Path root) throws IOException {
        Map<String, MiddlewareClient> clients = new TreeMap<>();
        for (MiddlewareClient client : InstalledMiddleware.clients()) {
            clients.put(client.protocol(), client);
        }
        StringBuilder page = new StringBuilder();
        page.append("# Middleware rows\n\n")
                .append("<!-- Generated from the middleware registry; do not edit. To write it again:\n")
                .append("     mvn -o -pl deploy test -Dtest=GeneratedPlansTest -Dmwbench.plans.write=true -->\n\n")
                .append("Every row a plan can run: one client (a plugin's `use` name) calling one installed server. ")
                .append("What each is comes from its plugin's README; `mwbench server --list` names the servers. ")
                .append("*Wire-byte options*: the client options under which its connections count their bytes on the ")
                .append("wire (a connection that cannot count writes no wire file rather than made-up figures). ")
                .append("*White-box*: the client and its server time where a call's time goes. ")
                .append("*Shared connection*: one connection may carry many users' calls at once.\n\n")
                .append("| row | what it is | server | client library | wire-byte options | white-box | shared connection |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (MiddlewareCatalog.Row row : catalog.rows()) {
            Path module = Path.of("clif-plugins", pluginFolder(row, root));
            MiddlewareClient client = clients.get(row.client());
            page.append("| `").append(row.use()).append("` | [").append(whatItIs(root.resolve(module).resolve("README.md")))
                    .append("](../").append(module.toString().replace('\\', '/')).append("/README.md) | `")
                    .append(row.server()).append("` | ").append(orDash(client == null ? "" : client.library()))
                    .append(" | ").append(wireByteOptions(row, client)).append(" | ").append(row.whiteBox() ? "yes" : "no")
                    .append(" | ").append(row.multiplexes() ? "yes" : "no").append(" |\n");
        }
        return page.toString();
    }

    /**
     * The plugin folder that holds the row's client: its own name, or for a native client
     * ({@code NAME-native}, shipped in the folder of the server it was built with) that server's.
     */
    private static String pluginFolder(MiddlewareCatalog.Row row, Path root) {
        String client = row.client();
        if (Files.isDirectory(root.resolve("clif-plugins").resolve(client))) {
            return client;
        }
        String withoutNative = client.replaceFirst("-native$", "");
        return Files.isDirectory(root.resolve("clif-plugins").resolve(withoutNative)) ? withoutNative : row.server();
    }

    /** The README title's text after "module-name: ", or the module's README missing, said plainly. */
    private static String whatItIs(Path readme) throws IOException {
        if (!Files.isRegularFile(readme)) {
            return "(no README: " + readme.getParent().getFileName() + ")";
        }
        String title = Files.readAllLines(readme).get(0).replaceFirst("^#\\s*", "");
        int colon = title.indexOf(": ");
        return (colon < 0 ? title : title.substring(colon + 2)).replace("|", "\\|");
    }

    /** {@code client}: the row's Java client, null for a native one. */
    private static String wireByteOptions(MiddlewareCatalog.Row row, MiddlewareClient client) {
        if (client == null) {
            return "n/a (native client)";
        }
        if (!client.countsWireBytes()) {
            return "not counted (no hook)";
        }
        return row.wireCounting().isEmpty() ? "none" : "`" + row.wireCounting() + "`";
    }

    private static String orDash(String text) {
        return text.isEmpty() ? "its own" : text;
    }
}
