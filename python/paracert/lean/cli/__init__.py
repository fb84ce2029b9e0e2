"""The Lean commands of `paracert`: `lean info|install`, `elaborate`, `serve`, `cache
verify|clear|info` and `config show`, and the `LeanConfig` of a command's parsed flags. Each module
has `register(subparsers)`; `paracert.cli` lists them."""
