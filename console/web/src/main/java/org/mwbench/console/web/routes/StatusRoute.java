package org.mwbench.console.web.routes;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.http.Http;
import org.mwbench.console.web.live.Alarm;
import org.mwbench.console.web.live.AlarmFeed;
import org.mwbench.console.web.live.LifeCycleStep;
import org.mwbench.console.web.live.LiveMonitor;
import org.mwbench.console.web.live.LiveTick;
import org.mwbench.console.web.live.RunControl;
import org.mwbench.console.web.live.TickWindow;
import org.mwbench.console.web.runs.RunView;

/**
 * {@code GET /api/status?ticks=N&alarms=M}: what the page asks once a second. The deployed
 * run and its blade states, the steps allowed now, and the ticks and alarms after the
 * numbers the page already has (all the window holds, for a page just opened).
 */
public final class StatusRoute {
    /**
     * @param run     the deployed run, or null
     * @param busy    the step under way, or null
     * @param allowed the steps the buttons may take now
     * @param lastRun the run id (under the report folder) of the last run collected, or null
     * @param window  how many ticks the page keeps per chart
     */
    public record Status(RunView run, String busy, List<String> allowed, String lastRun, List<LiveTick> ticks,
                         List<Alarm> alarms, int window) {
    }

    private final RunControl control;
    private final LiveMonitor monitor;
    private final AlarmFeed alarms;
    private final Path reportRoot;

    public StatusRoute(RunControl control, LiveMonitor monitor, AlarmFeed alarms, Path reportRoot) {
        this.control = control;
        this.monitor = monitor;
        this.alarms = alarms;
        this.reportRoot = reportRoot.toAbsolutePath().normalize();
    }

    public void handle(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "GET");
        Map<String, String> query = Http.query(exchange);
        long ticksAfter = Http.longParameter(query, "ticks", 0);
        long alarmsAfter = Http.longParameter(query, "alarms", 0);
        Path last = control.lastRun();
        String lastRun = last == null ? null : runId(last.toAbsolutePath().normalize());
        Http.sendJson(exchange, 200, new Status(monitor.view(), control.busy(),
                control.allowed().stream().map(LifeCycleStep::label).toList(), lastRun,
                monitor.window().since(ticksAfter), alarms.since(alarmsAfter), TickWindow.CAPACITY));
    }

    private String runId(Path folder) {
        return folder.startsWith(reportRoot) ? reportRoot.relativize(folder).toString().replace('\\', '/') : null;
    }
}
