package org.mwbench.servers.httpjson;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.mwbench.contract.ReferenceService;
import org.mwbench.contract.fuzz.AllocationBudget;

/**
 * The HTTP/JSON server's reading of a request body, for each operation: byte 0 of an input picks
 * the operation, the rest is the body. A body is refused with a {@link BadRequestException} or
 * Jackson's exception (both {@link IOException}s: a 400), or its arguments reach the reference
 * service, whose refusals come back as a {@code ServiceFailure} (a 500); nothing else, within the
 * allocation budget.
 */
class JsonRequestFuzzTest {

    private static final Operation[] OPERATIONS = Operation.values();
    private static final ReferenceService SERVICE = new ReferenceService();

    @FuzzTest
    @Timeout(value = 10, unit = TimeUnit.SECONDS) // Jazzer's per-input timeout when fuzzing: a hang is a finding
    void anyBodyIsRefusedOrServed(byte[] input) throws Exception {
        if (input.length == 0) {
            return;
        }
        Operation operation = OPERATIONS[(input[0] & 0xff) % OPERATIONS.length];
        byte[] body = Arrays.copyOfRange(input, 1, input.length);
        OperationHandler handler = new OperationHandler(operation, SERVICE, 1 << 20);
        AllocationBudget.check("OperationHandler " + operation, () -> {
            try {
                handler.call(body);
            } catch (IOException | OperationHandler.ServiceFailure refused) {
                // documented: a 400 or a 500 with the service's error
            }
        });
    }
}
