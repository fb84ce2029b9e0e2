import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: syntactic · pair: cf59c5aa6cb033e64af65e6beccea6da38c54c65b3975af49c4d5a5582ba367b
theorem pc_cf59c5aa6cb033e6 : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, a = -(-a)) :=
  by paracert_rules
