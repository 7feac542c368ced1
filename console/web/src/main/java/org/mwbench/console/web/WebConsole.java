package org.mwbench.console.web;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.URI;
import org.mwbench.console.web.http.HttpWorkers;
import org.mwbench.console.web.http.StaticAssets;
import org.mwbench.console.web.live.AgentCatalog;
import org.mwbench.console.web.live.AlarmFeed;
import org.mwbench.console.web.live.LiveMonitor;
import org.mwbench.console.web.live.RunControl;
import org.mwbench.console.web.plans.PlanFolder;
import org.mwbench.console.web.routes.AgentsRoute;
import org.mwbench.console.web.routes.ControlRoutes;
import org.mwbench.console.web.routes.PageRoutes;
import org.mwbench.console.web.results.ResultsSource;
import org.mwbench.console.web.routes.PlanRoutes;
import org.mwbench.console.web.routes.ResultsRoutes;
import org.mwbench.console.web.routes.RunRoutes;
import org.mwbench.console.web.routes.StatusRoute;
import org.mwbench.console.web.runs.RunLibrary;
import org.mwbench.console.web.security.Guard;
import org.mwbench.console.web.security.OriginPolicy;
import org.mwbench.console.web.security.Sessions;
import org.mwbench.platform.supervisor.SupervisorHost;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The web console: an HTTP server on the supervisor's host that serves the page and its
 * API, and drives the supervisor. It runs on the JDK's {@code com.sun.net.httpserver}: a
 * console has one or two users, so a servlet container would add only jars.
 *
 * <pre>{@code
 * try (SupervisorHost host = new SupervisorHost(options);
 *      WebConsole console = WebConsole.start(host, settings)) {
 *     System.out.println("console: " + console.loginUrl());
 *     ...
 * }
 * }</pre>
 *
 * Closing it stops and collects a run still deployed, then stops the server; the
 * supervisor host is the caller's to close.
 */
public final class WebConsole implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(WebConsole.class);
    private final HttpServer server;
    private final HttpWorkers workers;
    private final RunControl control;
    private final Sessions sessions;
    private final URI url;
    private final java.util.concurrent.atomic.AtomicBoolean closed = new java.util.concurrent.atomic.AtomicBoolean();

    private WebConsole(HttpServer server, HttpWorkers workers, RunControl control, Sessions sessions, URI url) {
        this.server = server;
        this.workers = workers;
        this.control = control;
        this.sessions = sessions;
        this.url = url;
    }

    /**
     * Starts the console's HTTP server on the host's supervisor.
     *
     * @throws IOException when the port cannot be bound, saying which
     */
    public static WebConsole start(SupervisorHost host, ConsoleSettings settings) throws IOException {
        // Without it every answer waits about 40 ms for a delayed ACK (Nagle); see ARCHITECTURE.md.
        if (System.getProperty("sun.net.httpserver.nodelay") == null) {
            System.setProperty("sun.net.httpserver.nodelay", "true");
        }
        HttpServer server;
        try {
            server = HttpServer.create(new InetSocketAddress(settings.bindAddress(), settings.port()), 16);
        } catch (BindException e) {
            throw new IOException("cannot open the console on " + OriginPolicy.literal(settings.bindAddress()) + ":"
                    + settings.port() + " (" + e.getMessage() + "); choose another with --port", e);
        }
        int port = server.getAddress().getPort();
        OriginPolicy origins = new OriginPolicy(settings.bindAddress(), port);
        Sessions sessions = new Sessions(settings.secret());
        HttpWorkers workers = new HttpWorkers();
        Guard guard = new Guard(origins, sessions, workers);
        StaticAssets assets = new StaticAssets();
        AlarmFeed alarms = new AlarmFeed();
        LiveMonitor monitor = new LiveMonitor(host.directory(), settings.secret(), alarms);
        RunControl control = new RunControl(host.supervisor(), monitor, alarms, settings.report(),
                org.mwbench.results.cli.RunStoring.later(settings.resultsUrl()));
        PlanRoutes plans = new PlanRoutes(new PlanFolder(settings.plansDir()), host.directory());
        PageRoutes pages = new PageRoutes(sessions, assets);
        RunLibrary library = new RunLibrary(settings.reportDir());
        RunRoutes runs = new RunRoutes(library);
        ResultsRoutes results = new ResultsRoutes(new ResultsSource(settings.resultsUrl()), library);

        server.createContext("/", guard.open(pages::root)); // root() checks the session or token itself
        server.createContext("/login", guard.open(pages::login));
        server.createContext("/static/login/", guard.open(assets::serveOwn));
        server.createContext("/favicon.svg", guard.open(exchange -> assets.serveOwn(exchange, "favicon.svg")));
        server.createContext("/logout", guard.page(pages::logout));
        server.createContext("/static/", guard.page(assets::serveOwn));
        server.createContext("/webjars/", guard.page(assets::serveWebJar));
        server.createContext("/api/plans", guard.api(plans::plans));
        server.createContext("/api/plan-check", guard.api(plans::check));
        server.createContext("/api/plan-parse", guard.api(plans::parse));
        server.createContext("/api/control/", guard.api(new ControlRoutes(control, plans)::handle));
        server.createContext("/api/status", guard.api(new StatusRoute(control, monitor, alarms, settings.reportDir())::handle));
        server.createContext("/api/agents", guard.api(new AgentsRoute(new AgentCatalog(host.directory(), settings.secret()))::handle));
        server.createContext("/api/runs", guard.api(runs::api));
        server.createContext("/runs/", guard.page(runs::file));
        server.createContext("/api/results", guard.api(results::api));

        server.setExecutor(workers);
        server.start();
        String shownHost = settings.bindAddress().isAnyLocalAddress() ? "127.0.0.1" : OriginPolicy.literal(settings.bindAddress());
        URI url = URI.create("http://" + shownHost + ":" + port + "/");
        LOG.info("web console on {} (also answers as {})", url, origins.hosts());
        return new WebConsole(server, workers, control, sessions, url);
    }

    /** The console's address, without credentials. */
    public URI url() {
        return url;
    }

    /** The address that logs in: open it once, the browser keeps a session. */
    public URI loginUrl() {
        return url.resolve("/?token=" + sessions.token());
    }

    public int port() {
        return url.getPort();
    }

    /** Stops and collects a run still deployed, then stops serving; a second call does nothing. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        control.close();
        server.stop(0);
        workers.close();
    }
}
