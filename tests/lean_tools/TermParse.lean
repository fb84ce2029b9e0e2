/-
  Differential oracle for paracert's Python lexer: `lean --run TermParse.lean < inputs.jsonl`.

  stdin: one JSON object per line, {"id": N, "text": S}. The environment is `Init` (what a statement
  sees, minus paracert's two `notation`s for ℕ and ℤ). For each input, one output line:
    R <id> OK <tokens>       the whole input parsed as one `term`; tokens are `kind:start:stop:wsStop`
                             (UTF-8 byte offsets: the token, then the end of its trailing whitespace
                             and comments), kind one of atom ident str char num sci name
    R <id> ERR <message>     Lean.Parser.runParserCategory's error (position and what was expected)
  (The token table cannot be dumped in this build: `parserExtension.getState` has no compiled code.)

  Written for the embedded (WASM) Lean: recursion instead of loops, no `List.map`, no Name printing,
  every definition `public` (this build elaborates every file as a module).
-/
module
public import Lean
open Lean

namespace PcTermParse

public def kindOf (k : SyntaxNodeKind) : String :=
  if k == strLitKind then "str"
  else if k == charLitKind then "char"
  else if k == numLitKind then "num"
  else if k == scientificLitKind then "sci"
  else if k == nameLitKind then "name"
  else ""

public def infoStr (kind : String) (info : SourceInfo) : String :=
  match info with
  | .original _ pos trailing endPos =>
    kind ++ ":" ++ Nat.repr pos.byteIdx ++ ":" ++ Nat.repr endPos.byteIdx ++ ":" ++ Nat.repr trailing.stopPos.byteIdx
  | _ => kind ++ ":?:?:?"

public partial def walkArgs (args : Array Syntax) (i : Nat) (litKind : String) (acc : String) : String :=
  if h : i < args.size then
    walkArgs args (i + 1) litKind (walk args[i] litKind acc)
  else acc
where
  walk (stx : Syntax) (litKind : String) (acc : String) : String :=
    match stx with
    | .missing => acc ++ " missing"
    | .atom info _ => acc ++ " " ++ infoStr (if litKind == "" then "atom" else litKind) info
    | .ident info _ _ _ => acc ++ " " ++ infoStr "ident" info
    | .node _ k args => walkArgs args 0 (kindOf k) acc

public partial def loop (env : Environment) : IO Unit := do
  let stdin ← IO.getStdin
  let line ← stdin.getLine
  if line.isEmpty then return
  let text := line.trimRight
  if text.isEmpty then loop env else
  match Json.parse text with
  | .error e => IO.println ("E not JSON: " ++ e); loop env
  | .ok req =>
    let id := match req.getObjValAs? Nat "id" with
      | .ok n => n
      | .error _ => 0
    let code := match req.getObjValAs? String "text" with
      | .ok c => c
      | .error _ => ""
    match Parser.runParserCategory env `term code "<input>" with
    | .ok stx => IO.println ("R " ++ Nat.repr id ++ " OK" ++ walkArgs #[stx] 0 "" "")
    | .error e => IO.println ("R " ++ Nat.repr id ++ " ERR " ++ (Json.str e).compress)
    (← IO.getStdout).flush
    loop env

public def main : IO Unit := do
  -- the embedded Lean cannot run `findSysroot` (no processes); its library is mounted at /lib/lean
  let root ← (try findSysroot catch _ => pure "/")
  initSearchPath root
  let env ← importModules #[{ module := `Init }] {} (loadExts := true)
  IO.println "READY"
  loop env

end PcTermParse

public def main : IO Unit := PcTermParse.main
