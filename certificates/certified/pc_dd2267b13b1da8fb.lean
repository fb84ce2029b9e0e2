import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: passive · pair: dd2267b13b1da8fba2fd1fded05dce511334eddad0af308ffd27d25ca74de672
theorem pc_dd2267b13b1da8fb : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, a = -(-a)) :=
  by paracert_rules
