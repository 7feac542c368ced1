package org.mwbench.console.web.routes;

import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import org.mwbench.console.web.http.ApiException;
import org.mwbench.console.web.http.Http;
import org.mwbench.console.web.live.LifeCycleStep;
import org.mwbench.console.web.live.RunControl;
import org.mwbench.console.web.plans.PlanCheck;

/**
 * {@code POST /api/control/STEP}: the life-cycle buttons. Deploy takes the plan table,
 * checks it as the plan view does, and deploys what the table shows, so that errors land
 * on the same rows either way.
 */
public final class ControlRoutes {
    private final RunControl control;
    private final PlanRoutes plans;

    public ControlRoutes(RunControl control, PlanRoutes plans) {
        this.control = control;
        this.plans = plans;
    }

    public void handle(HttpExchange exchange) throws IOException, ApiException {
        Http.requireMethod(exchange, "POST");
        LifeCycleStep step = LifeCycleStep.of(exchange.getRequestURI().getPath().substring("/api/control/".length()));
        if (step != LifeCycleStep.DEPLOY) {
            Http.bodyJson(exchange); // read and ignore: steps act on the whole plan
            Http.sendJson(exchange, 200, control.act(step));
            return;
        }
        PlanRoutes.PlanRequest request = Http.bodyAs(exchange, PlanRoutes.PlanRequest.class);
        PlanCheck.Result checked = plans.check(request.name(), PlanRoutes.document(request));
        if (!checked.valid()) {
            throw new ApiException(422, "the plan has errors; nothing was deployed", checked.errors());
        }
        Http.sendJson(exchange, 200, control.deploy(checked.plan()));
    }
}
