package org.mwbench.console.web.routes;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.http.Http;
import org.mwbench.console.web.results.ResultsSource;
import org.mwbench.console.web.runs.RunLibrary;
import org.mwbench.results.query.CaseFilter;
import org.mwbench.results.query.HistoryPoint;
import org.mwbench.results.query.Metric;
import org.mwbench.results.query.RegressionCheck;
import org.mwbench.results.query.RegressionDetector;
import org.mwbench.results.query.ResultsCatalog;
import org.mwbench.results.query.ResultsQueries;
import org.mwbench.results.query.Selection;
import org.mwbench.results.query.SelectionComparison;
import org.mwbench.results.store.ResultsDatabase;

/**
 * The results view's JSON, over the results database, all GET and read-only:
 * <ul>
 * <li>{@code /api/results}: the database, its cases, testbeds and plans, and the metrics;</li>
 * <li>{@code /api/results/history?case=KEY&testbed=KEY&metric=p99}: one case's metric across runs on
 *     one testbed, with the 95% intervals, and the regression check of its latest run;</li>
 * <li>{@code /api/results/regressions?metric=p99&window=10&minChange=2}: every case's latest run checked;</li>
 * <li>{@code /api/results/compare?a=SELECTION&b=SELECTION&metric=p99}: two selections side by side.</li>
 * </ul>
 * A run's report is linked only when the run's folder is in the console's runs folder, found
 * by {@link RunLibrary} from the folder name the database keeps, never from the request.
 */
public final class ResultsRoutes {
    private static final int DEFAULT_WINDOW = 10;
    private static final double DEFAULT_MIN_CHANGE_PCT = 2;

    /** A history point and its run's report in the runs folder ("" when it has none there). */
    public record PointView(HistoryPoint point, String reportUrl) {
    }

    /** A regression check and its latest run's report. */
    public record CheckView(RegressionCheck check, String caseName, String reportUrl) {
    }

    private final ResultsSource source;
    private final RunLibrary library;

    public ResultsRoutes(ResultsSource source, RunLibrary library) {
        this.source = source;
        this.library = library;
    }

    public void api(HttpExchange exchange) throws IOException, ApiException, SQLException {
        Http.requireMethod(exchange, "GET");
        String rest = exchange.getRequestURI().getPath().substring("/api/results".length());
        Map<String, String> query = Http.query(exchange);
        switch (rest) {
            case "", "/" -> Http.sendJson(exchange, 200, catalog());
            case "/history" -> Http.sendJson(exchange, 200, history(query));
            case "/regressions" -> Http.sendJson(exchange, 200, regressions(query));
            case "/compare" -> Http.sendJson(exchange, 200, compare(query));
            default -> throw ApiException.notFound("no results route " + rest);
        }
    }

    private Map<String, Object> catalog() throws ApiException, SQLException {
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("database", source.shownUrl());
        answer.put("metrics", Arrays.stream(Metric.values()).map(Metric::label).toList());
        Optional<ResultsDatabase> database = source.database();
        answer.put("stored", database.isPresent());
        ResultsCatalog catalog = database.map(ResultsCatalog::new).orElse(null);
        answer.put("cases", catalog == null ? List.of() : catalog.cases());
        answer.put("testbeds", catalog == null ? List.of() : catalog.testbeds());
        answer.put("plans", catalog == null ? List.of() : catalog.plans());
        return answer;
    }

    private Map<String, Object> history(Map<String, String> query) throws ApiException, SQLException {
        ResultsDatabase database = source.require();
        String caseId = required(query, "case");
        String testbed = required(query, "testbed");
        Metric metric = metric(query);
        ResultsCatalog.CaseEntry chosen = new ResultsCatalog(database).findCase(caseId)
                .orElseThrow(() -> ApiException.notFound("no case '" + caseId + "' in the results database"));
        CaseFilter filter = new CaseFilter(chosen.middleware(), chosen.operation(), chosen.payloadSize(), chosen.clients(),
                testbed, null);
        // The filter matches by middleware, operation, payload and clients; the case is also its client library.
        List<HistoryPoint> points = new ResultsQueries(database).history(filter, metric).stream()
                .filter(p -> p.clientLibrary().equals(chosen.clientLibrary()) && p.operation().equals(chosen.operation())
                        && p.testbedId().equals(testbed))
                .toList();
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("case", chosen);
        answer.put("metric", metric.label());
        answer.put("unit", metric.unit());
        answer.put("points", points.stream().map(p -> new PointView(p, reportUrl(p.folderName()))).toList());
        List<RegressionCheck> checks = points.size() < 2 ? List.of()
                : new RegressionDetector(DEFAULT_WINDOW, DEFAULT_MIN_CHANGE_PCT).check(points, metric);
        answer.put("check", checks.isEmpty() ? null : view(checks.get(0)));
        return answer;
    }

    private Map<String, Object> regressions(Map<String, String> query) throws ApiException, SQLException {
        ResultsDatabase database = source.require();
        Metric metric = metric(query);
        long window = Http.longParameter(query, "window", DEFAULT_WINDOW);
        double minChange = Http.longParameter(query, "minChange", (long) DEFAULT_MIN_CHANGE_PCT);
        if (window < RegressionDetector.MIN_EARLIER || window > 1000) {
            throw ApiException.badRequest("window must be between " + RegressionDetector.MIN_EARLIER + " and 1000");
        }
        List<RegressionCheck> checks = new RegressionDetector((int) window, minChange)
                .check(new ResultsQueries(database).history(CaseFilter.all(), metric), metric);
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("metric", metric.label());
        answer.put("unit", metric.unit());
        answer.put("window", window);
        answer.put("minChangePct", minChange);
        answer.put("checks", checks.stream().map(this::view).toList());
        return answer;
    }

    private SelectionComparison.Result compare(Map<String, String> query) throws ApiException, SQLException {
        ResultsDatabase database = source.require();
        Metric metric = metric(query);
        try {
            return new SelectionComparison(database).compare(Selection.parse(required(query, "a")),
                    Selection.parse(required(query, "b")), metric);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
    }

    private CheckView view(RegressionCheck check) {
        return new CheckView(check, check.caseName(), reportUrl(check.latest().folderName()));
    }

    /** The run's report in the runs folder, by the folder name stored with the run; "" when there is none there. */
    private String reportUrl(String folderName) {
        try {
            return library.file(folderName + "/" + RunLibrary.REPORT_HTML) == null ? ""
                    : "/runs/" + folderName + "/" + RunLibrary.REPORT_HTML;
        } catch (IOException e) {
            return "";
        }
    }

    private static Metric metric(Map<String, String> query) throws ApiException {
        try {
            String metric = query.get("metric");
            return Metric.parse(metric == null || metric.isBlank() ? Metric.P99.label() : metric);
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest(e.getMessage());
        }
    }

    private static String required(Map<String, String> query, String name) throws ApiException {
        String value = query.get(name);
        if (value == null || value.isBlank()) {
            throw ApiException.badRequest("query parameter '" + name + "' is missing");
        }
        return value;
    }
}
