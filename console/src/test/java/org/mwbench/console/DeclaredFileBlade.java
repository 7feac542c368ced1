package org.mwbench.console;

import java.io.IOException;
import org.mwbench.platform.blade.AlarmSeverity;
import org.mwbench.platform.blade.BladeArguments;
import org.mwbench.platform.blade.BladeContext;
import org.mwbench.platform.blade.BladeException;
import org.mwbench.platform.blade.FileParameters;

/**
 * A blade with one file parameter, {@code input}, and one plain one, {@code note}: it says in
 * an alarm how many bytes of its input it got, and completes at once.
 */
@FileParameters("input")
public class DeclaredFileBlade extends InitOnlyBlade {
    @Override
    protected void work(BladeContext context) throws BladeException {
        BladeArguments arguments = BladeArguments.parse(context.bladeId(), context.argument());
        String input = arguments.text("input", null);
        arguments.text("note", "");
        arguments.requireAllKnown();
        try {
            context.alarm(AlarmSeverity.INFO, "read " + context.file(input).length + " bytes of " + input);
        } catch (IOException e) {
            throw new BladeException(e.getMessage());
        }
    }
}
