"""Statement transforms: the AST of the statement fragment, its parser, printer and evaluator."""
