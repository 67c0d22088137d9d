package io.pare.reduction;

import static io.pare.TestPrograms.squash;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.pare.TestPrograms;
import io.pare.TestPrograms.RecordingOracle;
import io.pare.event.ReductionEvent;

/** Pipelines of tree reducers ({@code --reducer 'a,b'}). */
class PipelineTest {

    @Test
    void aPipelineRunsEachReducerToItsFixpointInTurn() throws Exception {
        RecordingOracle oracle = new RecordingOracle(t -> t.contains("12"));
        List<String> passes = new ArrayList<>();
        ReductionResult r = new ReductionRun(new ReductionRequest("e.sum", "13+3+(12)", StandardCharsets.UTF_8,
                TestPrograms.sums(), "coarse-hdd,perses", oracle, 1, null, false), e -> {
                    if (e instanceof ReductionEvent.PassStarted p) passes.add(p.pass());
                }).run();
        assertEquals("12", squash(r.text()));
        assertEquals("coarse-hdd", passes.get(0));
        assertTrue(passes.contains("perses"), passes.toString());
    }
}
