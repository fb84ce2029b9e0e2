"""Statement transforms: the AST of the statement fragment (`ast`), its parser, printer and
evaluator; the T1 rewrite rules (`rules`), the English renderer (`nl`), logical-form
classification (`logical_form`), per-theorem equivalence graphs (`equivalence_graph`),
certification pairs for a substrate (`substrate.pairs_for_substrate`), signature-statement
variants (`signature`) and the deterministic NL paraphrase rules (`nl_rules`)."""
