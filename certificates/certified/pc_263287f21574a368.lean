import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: equivalent · pair: 263287f21574a3680c17d3efde7f59e92e62249d8b8955b0c573f36ae7c7d8c0
theorem pc_263287f21574a368 : (∀ a : Int, -(-a) = a) ↔ (∀ a : Int, -(-a) = a) :=
  by paracert_iff_rfl
